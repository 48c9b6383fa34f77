import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/invoices';
import type { InvoiceReportPreview } from '../../../../contract/billing.ts';
import { formatUsd } from '../../../../contract/money.ts';
import billingHref from '../../../styles/billing.css?url';
import { PageHead } from '../../../ui/page-head.tsx';
import { billingAction, billingLoader } from './invoices.server.ts';
import { ConfirmInvoiceReport, InvoiceReportForm } from './invoice-report.tsx';
import { PayForm } from './pay-form.tsx';
import { Toolbar } from './toolbar.tsx';
import { StatementForm } from './statement-form.tsx';

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
 * where every row can be ticked. Paying posts/redirects to the receipt (invoices.server.ts).
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
  // the Send Invoices form's errors, the server's or the browser's checks (which post nothing)
  const [reportErrors, setReportErrors] = useState(false);
  const failed = reportErrors || (!!actionData?.result?.error && Object.keys(actionData.result.error).length > 0);
  const pages = Math.max(1, Math.ceil(total / f.size));
  const confirm = actionData && 'confirm' in actionData ? (actionData.confirm as InvoiceReportPreview) : null;
  const title = t('billing.title');
  const location = useLocation();
  return (
    <section className="billing">
      <PageHead title={title} failed={failed} />
      <h1>{title}</h1>
      {/* The confirmation first, right under the title: below the balance and the filters it
          was under the fold, and "Confirm and send" is the one thing the page then asks. */}
      {confirm ? <ConfirmInvoiceReport confirm={confirm} /> : null}
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
      <StatementForm months={loaderData.statementMonths} />
      <Toolbar f={f} dateError={dateError} />
      {dateError ? (
        <p role="alert" className="field-error">{t(dateError)}</p>
      ) : listError ? (
        <p role="alert" className="field-error">{t(listError)}</p>
      ) : (
        <>
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
          onErrors={setReportErrors}
        />
        )}
        </>
      )}
    </section>
  );
}
