/** The billing list's GET toolbar: invoice number, status, issue dates and page size. */
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES } from '../../../../contract/billing.ts';
import { INVOICE_PAGE_SIZES, type InvoiceFilters } from '../../../models/invoice-filters.ts';
import { useAutoSubmit, useSyncedValue } from '../../../ui/auto-submit.ts';

export function Toolbar({ f, dateError }: { f: InvoiceFilters; dateError: string | null }) {
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
            // document 3 §2, §9: 150 on the wide grid only; below it the rows are cards (50 and 100)
            <option key={n} value={n} className={n > 100 ? 'wide-only' : undefined}>{n}</option>
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
