/**
 * The billing screen's invoice table (document 3 §2): one table, one checkbox per invoice, laid
 * out as cards below 1320 px by the stylesheet; each row's number (opening the batch's results
 * where allowed), type (finance charges with their note), dates, amounts, status and downloads.
 * In Make a Payment mode only UNPAID rows carry a checkbox, each shown row listed in `page`.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../../contract/billing.ts';
import { formatUsd } from '../../../../contract/money.ts';
import { encodeRow } from '../../../models/payment-selection.ts';
import { labDay } from '../../../ui/lab-date.ts';
import type { PayRow } from '../../../ui/make-payment.tsx';
import { daysPastDue, isOverdue } from '../../../../contract/statement.ts';

/** US dollars with thousands separators and two decimals (document 3 §5), whatever the language: the provider's dollar amounts through the one money format (contract/pricing.ts). */

/** What the viewer may do with a row: open a batch invoice into its results. */
export type Rules = { mayOpen: boolean; /** the lab's clock (ISO), for due dates */ now?: string };
const needsContact = (i: Invoice) => i.isOfflineInvoice || i.docType === 'Finance Charge';
const opens = (i: Invoice, r: Rules) => r.mayOpen && !i.isOfflineInvoice && i.docType === 'Invoice' && i.batchNumber !== null;

/** The table's row parts take the table's `t` (one useTranslation per table, not four per row: each call copies the i18n instance). */
type T = ReturnType<typeof useTranslation>['t'];

function InvoiceActions({ i, rules, t }: { i: Invoice; rules: Rules; t: T }) {
  const links = [];
  if (i.pdfAvailable && i.batchNumber !== null) {
    links.push(
      <a key="pdf" href={`/dashboard/billing/invoices/${i.batchNumber}/pdf`} aria-label={t('billing.downloadInvoiceOf', { number: i.invoiceNumber })}>
        {t('billing.downloadInvoice')}
      </a>,
    );
    if (opens(i, rules)) {
      links.push(
        <a key="report" href={`/dashboard/results/group/${i.batchNumber}/report`} aria-label={t('billing.downloadReportOf', { number: i.invoiceNumber })}>
          {t('billing.downloadReport')}
        </a>,
      );
    }
  }
  if (needsContact(i)) {
    const text = t('billing.contactMessage', { number: i.invoiceNumber, date: labDay(i.dateIssued) });
    links.push(
      <Link key="contact" to={`/contact-us?message=${encodeURIComponent(text)}`} aria-label={t('billing.contactForInvoiceOf', { number: i.invoiceNumber })}>
        {t('billing.contactForInvoice')}
      </Link>,
    );
  }
  if (!links.length) return <span className="muted">{t('billing.noDownload')}</span>;
  return (
    <ul className="sample-list">
      {links.map((l) => <li key={l.key}>{l}</li>)}
    </ul>
  );
}

function InvoiceNumber({ i, rules, t }: { i: Invoice; rules: Rules; t: T }) {
  if (!opens(i, rules)) return <>{i.invoiceNumber}</>;
  return (
    <Link to={`/dashboard/billing/open/${i.batchNumber}`} aria-label={t('billing.openInvoice', { number: i.invoiceNumber, batch: i.batchNumber })}>
      {i.invoiceNumber}
    </Link>
  );
}

/** Finance charges carry the 2% service-charge note (document 3 §2), open on demand, no JavaScript needed. */
function FinanceChargeNote({ t }: { t: T }) {
  return (
    <details className="finance-note">
      <summary>{t('billing.financeChargeSummary')}</summary>
      <p>{t('billing.financeChargeInfo', { phone: t('billing.accountingPhone') })}</p>
    </details>
  );
}

/** The row's type as the list and the send confirmation name it. */
export function invoiceType(i: Invoice, t: T): string {
  return i.docType === 'Finance Charge' ? t('billing.financeCharge') : i.isOfflineInvoice ? t('billing.offlineInvoice') : t('billing.invoice');
}

/** The due day, and "Overdue (n days)" for an unpaid invoice past it on the lab's clock. */
function DueDate({ i, now, t }: { i: Invoice; now?: string; t: T }) {
  const at = now ? new Date(now) : null;
  const overdue = at !== null && isOverdue(i, at);
  return (
    <>
      {labDay(i.dueAt)}
      {overdue ? <span className="overdue">{t('billing.overdue', { count: daysPastDue(i.dueAt, at) })}</span> : null}
    </>
  );
}

export function Status({ i, t }: { i: Invoice; t: T }) {
  return <span className={`invoice-status status-${i.status.toLowerCase()}`}>{t(`billing.statuses.${i.status}`)}</span>;
}

function Select({ i, idPrefix, chosen, payMode, t }: { i: Invoice; idPrefix: string; chosen: Set<string>; payMode?: boolean; t: T }) {
  const id = `${idPrefix}-select-${i.id}`;
  // Make a Payment: only UNPAID invoices can be selected (document 3 §4); each shown one is listed in `page`.
  if (payMode && i.status !== 'UNPAID') return null;
  return (
    <>
      {payMode ? <input type="hidden" name="page" value={encodeRow(payRow(i))} /> : null}
      <input type="checkbox" id={id} name={payMode ? 'selected' : 'invoices'} value={i.invoiceNumber} defaultChecked={chosen.has(i.invoiceNumber)} />
      <label htmlFor={id} className="visually-hidden">{t('billing.selectInvoice', { number: i.invoiceNumber })}</label>
    </>
  );
}

/**
 * One table, one checkbox per invoice: below 1320 px the stylesheet lays each row out as a card
 * (each cell labelled by `data-label`), so no row is rendered twice (one checkbox per invoice).
 */
export function InvoiceTable({ invoices, rules, chosen, payMode }: { invoices: Invoice[]; rules: Rules; chosen: Set<string>; payMode?: boolean }) {
  const { t } = useTranslation();
  if (!invoices.length) return <p role="status">{t('billing.noInvoices')}</p>;
  return (
    <div className="table-scroll">
      <table className="invoice-table">
        <caption className="visually-hidden">{t('billing.caption')}</caption>
        <thead>
          <tr>
            <th scope="col"><span className="visually-hidden">{t('billing.select')}</span></th>
            <th scope="col">{t('billing.invoiceNumber')}</th>
            <th scope="col">{t('billing.type')}</th>
            <th scope="col">{t('billing.dateIssued')}</th>
            <th scope="col">{t('billing.dueDate')}</th>
            <th scope="col" className="num">{t('billing.totalAmount')}</th>
            <th scope="col" className="num">{t('billing.amountDue')}</th>
            <th scope="col">{t('billing.status')}</th>
            <th scope="col">{t('billing.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((i) => (
            <tr key={i.id} className={`invoice-row${i.docType === 'Finance Charge' ? ' finance-charge' : ''}`}>
              <td className="cell-select"><Select i={i} idPrefix="row" chosen={chosen} payMode={payMode} t={t} /></td>
              <th scope="row" className="cell-number"><InvoiceNumber i={i} rules={rules} t={t} /></th>
              <td data-label={t('billing.type')}>
                {invoiceType(i, t)}
                {i.docType === 'Finance Charge' ? <FinanceChargeNote t={t} /> : null}
              </td>
              <td data-label={t('billing.dateIssued')}>{labDay(i.dateIssued)}</td>
              <td data-label={t('billing.dueDate')}><DueDate i={i} now={rules.now} t={t} /></td>
              <td data-label={t('billing.totalAmount')} className="num">{formatUsd(i.totalAmount)}</td>
              <td data-label={t('billing.amountDue')} className="num">{formatUsd(i.amountDue)}</td>
              <td data-label={t('billing.status')}><Status i={i} t={t} /></td>
              <td data-label={t('billing.actions')}><InvoiceActions i={i} rules={rules} t={t} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row as the selection keeps it (cents; a client-safe copy of models/payments.server.ts' shape). */
function payRow(i: Invoice): PayRow {
  return { invoiceNumber: i.invoiceNumber, price: Math.round(i.amountDue * 100), batchNumber: i.batchNumber, financeCharge: i.docType === 'Finance Charge' };
}
