import { useForm } from '../../ui/use-form.ts';
import { useState, type FormEvent } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/billing';
import { INVOICE_STATUSES, MAX_REPORT_INVOICES, MAX_REPORT_RECIPIENTS, type InvoiceReportPreview, type Invoice } from '../../../contract/billing.ts';
import { INVOICE_PAGE_SIZES, type InvoiceFilters, invoiceFiltersQuery } from '../../models/invoice-filters.ts';
import { useAutoSubmit, useSyncedValue } from '../../ui/auto-submit.ts';
import { ErrorSummary, Field, linkedFields, useFormErrors } from '../../ui/form.tsx';
import { labDay } from '../../ui/lab-date.ts';
import { Pagination } from '../../ui/pagination.tsx';
import billingHref from '../../styles/billing.css?url';
import { PageHead } from '../../ui/page-head.tsx';
import { MakePayment } from '../../ui/make-payment.tsx';
import { InvoiceTable, type Rules, Status, formatUsd, invoiceType } from '../../ui/invoice-table.tsx';
import { billingAction, billingLoader } from './billing.server.ts';

/**
 * The Billing screen (document 3 §2 "Billing screen"): title, credit-hold warning, a GET
 * toolbar (invoice number, status, issue dates, page size), the invoice table (cards on narrow
 * screens) with server-side paging and the balance, and the Send Invoices aside. The aside's
 * form wraps the table so the row checkboxes post with it, without JavaScript.
 *
 * Each invoice has exactly one checkbox (the table turns into cards below
 * 1320 px by CSS, instead of a second, hidden copy of every row), and Send first shows a
 * confirmation listing what the provider would e-mail (its `preview`); only "Confirm and send"
 * mails anything.
 *
 * The aside's default view is Make a Payment: UNPAID rows (only those) carry a checkbox;
 * the ticked invoices are kept in the session per client across filters and pages (each post of
 * the list replaces the ticks of the page it showed), and the aside lists them with the total and
 * the saved methods. Site administrators alone get the toggle to Send Invoices (`?view=send`),
 * where every row can be ticked. Paying posts/redirects to the receipt (billing.server.ts).
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: billingHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return billingLoader(context, request);
}

/** An action over a mail limit answers 429 with Retry-After: the page passes that header on. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders);

export async function action({ request, context }: Route.ActionArgs) {
  return billingAction(context, request);
}

// ─── component ───────────────────────────────────────────────────────────────

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters: f, client, dateError, listError, invoices, balance, total, siteAdmin } = loaderData;
  const failed = !!actionData?.result?.error && Object.keys(actionData.result.error).length > 0;
  const pages = Math.max(1, Math.ceil(total / f.size));
  const confirm = actionData && 'confirm' in actionData ? (actionData.confirm as InvoiceReportPreview) : null;
  const title = t('billing.title');
  const location = useLocation();
  return (
    <section className="billing">
      <PageHead title={title} failed={failed} />
      <h1>{title}</h1>
      {client.creditHold ? (
        <div className="banner banner-warning" role="note" aria-label={t('billing.creditHoldTitle')}>
          <p>
            {t('billing.creditHold', { name: client.name })} <Link to="/contact-us">{t('credit-hold-contact')}</Link>
          </p>
        </div>
      ) : null}
      {balance !== null ? (
        <p className="billing-balance">
          {t('billing.balance')} <strong>{formatUsd(balance)}</strong>
        </p>
      ) : null}
      <Toolbar f={f} dateError={dateError} />
      {dateError ? (
        <p role="alert" className="field-error">{t(dateError)}</p>
      ) : listError ? (
        <p role="alert" className="field-error">{t(listError)}</p>
      ) : (
        <>
        {confirm ? <ConfirmInvoiceReport confirm={confirm} /> : null}
        {loaderData.pay ? (
          // A fresh form after every navigation: its ticks are the session's selection as the page shows it.
          <PayForm key={location.key} f={f} invoices={invoices} total={total} pages={pages} rules={loaderData} siteAdmin={siteAdmin} pay={loaderData.pay} />
        ) : (
        <InvoiceReportForm
          // A fresh form (nothing checked) after every navigation: a sent or reset form starts empty.
          key={location.key}
          f={f}
          invoices={invoices}
          total={total}
          pages={pages}
          rules={loaderData}
          siteAdmin={siteAdmin}
          lastResult={actionData?.result}
          selected={actionData?.selected ?? []}
        />
        )}
        </>
      )}
    </section>
  );
}

function Toolbar({ f, dateError }: { f: InvoiceFilters; dateError: string | null }) {
  const { t } = useTranslation();
  // document 3 §2: the invoice number search applies after a 1000 ms pause once JavaScript runs
  const formRef = useAutoSubmit<HTMLFormElement>();
  const numberRef = useSyncedValue<HTMLInputElement>(f.number);
  return (
    <Form method="get" role="search" ref={formRef} className="results-toolbar" aria-label={t('billing.filters')}>
      {f.view === 'send' ? <input type="hidden" name="view" value="send" /> : null}
      <div className="field">
        <label htmlFor="billing-number">{t('billing.number')}</label>
        <input ref={numberRef} id="billing-number" type="search" name="number" defaultValue={f.number} maxLength={40} inputMode="numeric" />
      </div>
      <div className="field">
        <label htmlFor="billing-status">{t('billing.status')}</label>
        <select id="billing-status" name="status" defaultValue={f.status} key={f.status}>
          <option value="ALL">{t('billing.statusAll')}</option>
          {INVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>{t(`billing.statuses.${s}`)}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="billing-from">{t('billing.from')}</label>
        <input id="billing-from" name="from" defaultValue={f.from} key={`from-${f.from}`} placeholder="MM/dd/yyyy" inputMode="numeric" aria-describedby="billing-date-hint" aria-invalid={dateError ? true : undefined} />
      </div>
      <div className="field">
        <label htmlFor="billing-to">{t('billing.to')}</label>
        <input id="billing-to" name="to" defaultValue={f.to} key={`to-${f.to}`} placeholder="MM/dd/yyyy" inputMode="numeric" aria-describedby="billing-date-hint" aria-invalid={dateError ? true : undefined} />
      </div>
      <div className="field">
        <label htmlFor="billing-size">{t('billing.pageSize')}</label>
        <select id="billing-size" name="size" defaultValue={f.size} key={f.size}>
          {INVOICE_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>{n}</option>
          ))}
        </select>
      </div>
      <div className="actions">
        <button type="submit">{t('billing.apply')}</button>
        <Link role="button" className="secondary" to="/dashboard/billing">{t('billing.clear')}</Link>
      </div>
      <small id="billing-date-hint" className="field-hint">{t('billing.dateHint')}</small>
    </Form>
  );
}

interface InvoiceReportProps {
  f: InvoiceFilters;
  invoices: Invoice[];
  total: number;
  pages: number;
  rules: Rules;
  siteAdmin: boolean;
  lastResult: any;
  selected: string[];
}

/**
 * The confirmation: the provider's own list of what Send would e-mail, in a
 * form of its own (so its hidden inputs never mix with the list's checkboxes).
 */
function ConfirmInvoiceReport({ confirm }: { confirm: InvoiceReportPreview }) {
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
function InvoiceReportForm({ f, invoices, total, pages, rules, siteAdmin, lastResult, selected }: InvoiceReportProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({ id: 'send-invoices', lastResult });
  const [count, setCount] = useState(selected.length);
  const chosen = new Set(selected);
  const onChange = (e: FormEvent<HTMLFormElement>) => setCount(new Set(new FormData(e.currentTarget).getAll('invoices')).size);
  const { summary, of } = useFormErrors(linkedFields({ recipient: 'send-recipient', invoices: 'invoice-counter' }, fields), form.errors, {
    values: { max: MAX_REPORT_INVOICES, maxRecipients: MAX_REPORT_RECIPIENTS },
  });
  const over = count > MAX_REPORT_INVOICES;
  return (
    <Form method="post" id={form.id} noValidate className="billing-layout" onChange={onChange}>
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
          defaultValue={lastResult?.initialValue?.recipient ?? ''}
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

/** The list both aside views share: the count, the table and its pages. */
function InvoiceList({ f, invoices, total, pages, rules, chosen, payMode }: Pick<InvoiceReportProps, 'f' | 'invoices' | 'total' | 'pages' | 'rules'> & { chosen: Set<string>; payMode?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="billing-list">
      <div className="results-summary">
        <p aria-live="polite">{t('billing.count', { count: total })}</p>
        {pages > 1 ? <p>{t('common.pageOf', { page: f.page, pages })}</p> : null}
      </div>
      <InvoiceTable invoices={invoices} rules={rules} chosen={chosen} payMode={payMode} />
      <Pagination page={f.page} pages={pages} href={(page) => `/dashboard/billing${invoiceFiltersQuery(f, { page })}`} />
    </div>
  );
}

/** The toggle between the aside's views: site administrators only (document 3 §2, §6). */
function ViewToggle({ f }: { f: InvoiceFilters }) {
  const { t } = useTranslation();
  return (
    <nav className="view-toggle" aria-label={t('billing.asideViews')}>
      <ul>
        <li><Link to={`/dashboard/billing${invoiceFiltersQuery(f, { view: 'pay', page: 1 })}`} aria-current={f.view === 'pay' ? 'page' : undefined}>{t('payments.title')}</Link></li>
        <li><Link to={`/dashboard/billing${invoiceFiltersQuery(f, { view: 'send', page: 1 })}`} aria-current={f.view === 'send' ? 'page' : undefined}>{t('billing.sendTitle')}</Link></li>
      </ul>
    </nav>
  );
}

interface PayProps {
  f: InvoiceFilters;
  invoices: Invoice[];
  total: number;
  pages: number;
  rules: Rules;
  siteAdmin: boolean;
  pay: NonNullable<Route.ComponentProps['loaderData']['pay']>;
}

/**
 * The Make a Payment form: the list's checkboxes and the aside in one POST form. Without
 * JavaScript "Update selection" posts the ticks; with it, each tick posts itself at once.
 */
function PayForm({ f, invoices, total, pages, rules, siteAdmin, pay }: PayProps) {
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
