/**
 * The billing screen's calls (document 3 §7 "Billing"): the invoice list and the e-mailed
 * invoice report. Orders, payments, payment methods and autopay: models/payments.server.ts.
 */
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { invoiceReportPreview, invoiceReportResponse, invoicesResponse } from '../../contract/billing.ts';
import type { InvoiceFilters } from './invoice-filters.ts';
import { providerClient, passDownload } from './provider.server.ts';
import { toIsoDate } from './portal.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The dates as yyyy-MM-dd, or the message key of what is wrong with them. */
export function invoiceDates(f: InvoiceFilters): { startDate?: string; endDate?: string; error?: string } {
  const startDate = f.from ? toIsoDate(f.from) : undefined;
  const endDate = f.to ? toIsoDate(f.to) : undefined;
  if (startDate === null || endDate === null) return { error: 'billing.dateFormatError' };
  if (startDate && endDate && startDate > endDate) return { error: 'billing.dateOrderError' };
  return { startDate, endDate };
}

export async function loadInvoices(context: Context, clientId: number, f: InvoiceFilters, dates: { startDate?: string; endDate?: string }) {
  return providerClient(context).get(`/clients/${clientId}/invoices.json`, invoicesResponse, {
    query: { number: f.number, status: f.status, ...dates, start: (f.page - 1) * f.size, length: f.size },
  });
}

export async function sendInvoiceReport(context: Context, clientId: number, recipients: string[], invoices: string[]) {
  return providerClient(context).post('/finance_reports.json', invoiceReportResponse, { body: { clientId, recipients, invoices } });
}

/** What sending these invoices would e-mail (the confirmation step): nothing is sent. */
export async function previewInvoiceReport(context: Context, clientId: number, recipients: string[], invoices: string[]) {
  return providerClient(context).post('/finance_reports.json', invoiceReportPreview, { body: { clientId, recipients, invoices, preview: true } });
}

/** The samples of a batch (opening an invoice row into results, document 3 §7). */
export async function loadBatchSamples(context: Context, clientId: number, batchId: number) {
  return providerClient(context).get(`/clients/${clientId}/batches/${batchId}/samples.json`, z.object({ data: z.array(z.object({ id: z.number(), friendlyNumber: z.string() }).loose()) }), {
    authRedirect: false,
  });
}

/** The statement of account PDF for a month (yyyy-MM), streamed from the provider; null when the provider refuses. */
export async function statementFile(context: Context, clientId: number, month: string): Promise<Response | null> {
  const res = await providerClient(context).raw('GET', `/clients/${clientId}/statement.pdf?month=${encodeURIComponent(month)}`);
  return passDownload(res, 'statement.pdf');
}
