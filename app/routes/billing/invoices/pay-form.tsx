/** Make a Payment: the list's checkboxes of unpaid invoices and the aside with the selection, the methods and Pay. */
import type { FormEvent } from 'react';
import { Form, useSubmit } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { MakePayment } from '../../../ui/make-payment.tsx';
import { InvoiceList, type ListProps, ViewToggle } from './invoice-list.tsx';
import type { payState } from './invoices.server.ts';

type PayState = Awaited<ReturnType<typeof payState>>;

interface PayProps extends ListProps {
  siteAdmin: boolean;
  pay: PayState;
}

/**
 * The Make a Payment form: the list's checkboxes and the aside in one POST form. Without
 * JavaScript "Update selection" posts the ticks; with it, each tick posts itself at once.
 */
export function PayForm({ f, invoices, total, pages, rules, siteAdmin, pay }: PayProps) {
  const submit = useSubmit();
  const chosen = new Set(pay.selection.map((l) => l.invoiceNumber));
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const target = e.target as HTMLInputElement;
    if (target.name !== 'selected') return;
    const data = new FormData(e.currentTarget);
    data.set('intent', 'select');
    submit(data, { method: 'post', preventScrollReset: true });
  };
  return (
    <Form method="post" id="make-payment-form" className="billing-layout" onChange={onChange}>
      <AuthenticityTokenInput />
      <InvoiceList f={f} invoices={invoices} total={total} pages={pages} rules={rules} chosen={chosen} payMode />
      <aside className="billing-aside" aria-labelledby="make-payment-title">
        {siteAdmin ? <ViewToggle f={f} /> : null}
        <MakePayment selection={pay.selection} methods={pay.methods} methodsError={pay.methodsError} payKey={pay.payKey} />
      </aside>
    </Form>
  );
}
