/**
 * The billing toolbar's filters as the page's URL carries them (client-safe: the page builds
 * its paging links with them).
 */
import { INVOICE_PAGE_SIZES, INVOICE_STATUSES, type InvoiceStatus } from '../../contract/billing.ts';

export { INVOICE_PAGE_SIZES };
export const INVOICES_PAGE_SIZE = 50;

/** The toolbar's filters, as the page's URL carries them (dates as the user typed them, MM/dd/yyyy). */
export interface InvoiceFilters {
  number: string;
  status: 'ALL' | InvoiceStatus;
  from: string;
  to: string;
  page: number;
  size: number;
  /** the billing aside's view: Make a Payment, or Send Invoices (the latter for site administrators) */
  view: 'pay' | 'send';
}

export function readInvoiceFilters(url: URL): InvoiceFilters {
  const sp = url.searchParams;
  const status = (sp.get('status') ?? '').toUpperCase();
  const size = Number(sp.get('size'));
  const page = Number(sp.get('page'));
  return {
    number: (sp.get('number') ?? '').trim().slice(0, 40),
    status: (INVOICE_STATUSES as readonly string[]).includes(status) ? (status as InvoiceStatus) : 'ALL',
    from: (sp.get('from') ?? '').trim().slice(0, 20),
    to: (sp.get('to') ?? '').trim().slice(0, 20),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    size: (INVOICE_PAGE_SIZES as readonly number[]).includes(size) ? size : INVOICES_PAGE_SIZE,
    view: sp.get('view') === 'send' ? 'send' : 'pay',
  };
}

/** The filters as a query string (defaults left out), with some changed. */
export function invoiceFiltersQuery(f: InvoiceFilters, change: Partial<InvoiceFilters> = {}): string {
  const all = { ...f, ...change };
  const sp = new URLSearchParams();
  if (all.number) sp.set('number', all.number);
  if (all.status !== 'ALL') sp.set('status', all.status);
  if (all.from) sp.set('from', all.from);
  if (all.to) sp.set('to', all.to);
  if (all.size !== INVOICES_PAGE_SIZE) sp.set('size', String(all.size));
  if (all.page > 1) sp.set('page', String(all.page));
  if (all.view === 'send') sp.set('view', 'send');
  const s = sp.toString();
  return s ? `?${s}` : '';
}
