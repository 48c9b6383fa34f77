/**
 * Send Invoices (site administrators): the aside's form around the list, whose checkboxes post
 * with it, and the confirmation that lists what the provider would e-mail before anything is sent.
 */
import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState, type FormEvent } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MAX_REPORT_INVOICES, MAX_REPORT_RECIPIENTS, type InvoiceReportPreview, invoiceReportForm } from '../../../../contract/billing.ts';
import { formatUsd } from '../../../../contract/money.ts';
import { ErrorSummary, Field, linkedFields, useFormErrors } from '../../../ui/form.tsx';
import { labDay } from '../../../ui/lab-date.ts';
import { InvoiceList, type ListProps, ViewToggle } from './invoice-list.tsx';
import { Status, invoiceType } from './invoice-table.tsx';

interface InvoiceReportProps extends ListProps {
  siteAdmin: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  selected: string[];
  /** told whether the form shows errors (the browser's checks or the server's answer), for the page's title */
  onErrors: (shown: boolean) => void;
}

/**
 * The confirmation: the provider's own list of what Send would e-mail, in a
 * form of its own (so its hidden inputs never mix with the list's checkboxes).
 */
export function ConfirmInvoiceReport({ confirm }: { confirm: InvoiceReportPreview }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const recipients = confirm.recipients.join(', ');
  return (
    <section className="send-confirm" role="alertdialog" aria-labelledby="send-confirm-title" aria-describedby="send-confirm-intro">
      <h2 id="send-confirm-title">{t('billing.confirmTitle')}</h2>
      <p id="send-confirm-intro">{t('billing.confirmIntro', { count: confirm.invoices.length, recipients })}</p>
      {/* focusable, so a keyboard can scroll it on a narrow screen */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('billing.confirmCaption')}>
        <table className="confirm-table">
          <caption className="visually-hidden">{t('billing.confirmCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('billing.invoiceNumber')}</th>
              <th scope="col">{t('billing.type')}</th>
              <th scope="col">{t('billing.dateIssued')}</th>
              <th scope="col" className="num">{t('billing.totalAmount')}</th>
              <th scope="col">{t('billing.status')}</th>
            </tr>
          </thead>
          <tbody>
            {confirm.invoices.map((i) => (
              <tr key={i.id}>
                <th scope="row">{i.invoiceNumber}</th>
                <td>{invoiceType(i, t)}</td>
                <td>{labDay(i.dateIssued)}</td>
                <td className="num">{formatUsd(i.totalAmount)}</td>
                <td><Status i={i} t={t} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t('billing.confirmAttachments', { files: confirm.attachments.join(', ') })}</p>
      <Form method="post" className="form-buttons">
        <AuthenticityTokenInput />
        <input type="hidden" name="recipient" value={recipients} />
        {confirm.invoices.map((i) => <input key={i.id} type="hidden" name="invoices" value={i.invoiceNumber} />)}
        <button type="submit" name="intent" value="confirm">{t('billing.confirmSend', { count: confirm.invoices.length })}</button>
        <Link role="button" className="secondary" to={`${pathname}${search}`}>{t('billing.confirmCancel')}</Link>
      </Form>
      <p className="field-hint">{t('billing.confirmChange')}</p>
    </section>
  );
}

/** The one POST form: the table's checkboxes and the Send Invoices aside (document 3 §4, §5). */
export function InvoiceReportForm({ f, invoices, total, pages, rules, siteAdmin, lastResult, selected, onErrors }: InvoiceReportProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'send-invoices',
    lastResult,
    // Reset posts without checks (the server clears the form); Send is checked as the server checks it.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formData.get('intent') === 'reset' ? z.object({}) : invoiceReportForm }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const [count, setCount] = useState(selected.length);
  const chosen = new Set(selected);
  const onChange = (e: FormEvent<HTMLFormElement>) => setCount(new Set(new FormData(e.currentTarget).getAll('invoices')).size);
  const { summary, of } = useFormErrors(linkedFields({ recipient: 'send-recipient', invoices: 'invoice-counter' }, fields), form.errors, {
    values: { max: MAX_REPORT_INVOICES, maxRecipients: MAX_REPORT_RECIPIENTS },
  });
  const over = count > MAX_REPORT_INVOICES;
  const shown = summary.length > 0;
  useEffect(() => onErrors(shown), [shown, onErrors]);
  return (
    <Form method="post" {...getFormProps(form)} className="billing-layout" onChange={onChange}>
      <AuthenticityTokenInput />
      <InvoiceList f={f} invoices={invoices} total={total} pages={pages} rules={rules} chosen={chosen} />
      <aside className="billing-aside" aria-labelledby="send-invoices-title">
        {siteAdmin ? <ViewToggle f={f} /> : null}
        <h2 id="send-invoices-title">{t('billing.sendTitle')}</h2>
        <ErrorSummary errors={summary} />
        <p className="field-hint">{t('billing.sendHint', { max: MAX_REPORT_INVOICES })}</p>
        <Field
          id="send-recipient"
          name="recipient"
          type="text"
          inputMode="email"
          autoComplete="email"
          label={t('billing.recipient')}
          hint={`${t('billing.recipientHint')} ${t('teamMail.reportHint')}`}
          defaultValue={(fields.recipient.initialValue as string | undefined) ?? ''}
          errors={of(fields.recipient)}
        />
        <p id="invoice-counter" className={`invoice-counter${over ? ' counter-warning' : ''}`} aria-live="polite">
          <span className="visually-hidden">{t('billing.selectedCount')} </span>
          {`${count} / ${MAX_REPORT_INVOICES}`}
          {over ? <span> — {t('billing.errors.invoicesTooMany', { max: MAX_REPORT_INVOICES })}</span> : null}
        </p>
        <div className="form-buttons">
          <button type="submit" name="intent" value="send">{t('billing.send')}</button>
          <button type="submit" name="intent" value="reset" className="secondary" formNoValidate>{t('billing.reset')}</button>
        </div>
      </aside>
    </Form>
  );
}
