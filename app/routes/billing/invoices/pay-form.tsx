/** Make a Payment: the list's checkboxes of unpaid invoices and the aside with the selection, the methods and Pay. */
import type { FormEvent } from 'react';
import { Form, useSubmit } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { MakePayment, PayBar } from '../../../ui/make-payment.tsx';
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
  // Once something is selected the aside comes before the list (a long list would bury Pay; the
  // grid keeps it in the right column on wide screens), and phones get a bar with the total and Pay.
  const selected = pay.selection.length > 0;
  const aside = (
    <aside className="billing-aside" aria-labelledby="make-payment-title">
      {siteAdmin ? <ViewToggle f={f} /> : null}
      <MakePayment selection={pay.selection} methods={pay.methods} methodsError={pay.methodsError} payKey={pay.payKey} />
    </aside>
  );
  const list = <InvoiceList f={f} invoices={invoices} total={total} pages={pages} rules={rules} chosen={chosen} payMode />;
  return (
    <Form method="post" id="make-payment-form" className={selected ? 'billing-layout has-selection' : 'billing-layout'} onChange={onChange}>
      <AuthenticityTokenInput />
      {selected ? aside : list}
      {selected ? list : aside}
      {selected ? <PayBar selection={pay.selection} canPay={pay.methods.length > 0} /> : null}
    </Form>
  );
}
