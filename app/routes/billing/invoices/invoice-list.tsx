/** What both aside views of the billing page share: the list of invoices and the toggle between the views. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../../contract/billing.ts';
import { type InvoiceFilters, invoiceFiltersQuery } from '../../../models/invoice-filters.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { InvoiceTable, type Rules } from './invoice-table.tsx';

/** The list and its pages, as both views show it. */
export interface ListProps {
  f: InvoiceFilters;
  invoices: Invoice[];
  total: number;
  pages: number;
  rules: Rules;
}

/** The list both aside views share: the count, the table and its pages. */
export function InvoiceList({ f, invoices, total, pages, rules, chosen, payMode }: ListProps & { chosen: Set<string>; payMode?: boolean }) {
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
export function ViewToggle({ f }: { f: InvoiceFilters }) {
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
