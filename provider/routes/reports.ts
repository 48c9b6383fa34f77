/**
 * The PDFs of a Completed batch (document 2 §7): the lab report (report_type=ereport, results
 * roles) or the invoice (report_type=billing, billing roles). Drawn by services/lab-report-pdf.ts
 * and services/invoice-pdf.ts.
 */
import { Hono } from 'hono';
import { reportQuery } from '../../contract/results.ts';
import { type ProviderEnv, fail, readQuery, refuseUnlessOpen, requireClient, trackEvent } from '../http.ts';
import { refuse } from '../errors.ts';
import { ownBatch } from '../results-access.ts';
import { invoiceOfBatch } from '../repositories/billing.ts';
import { batchLabReportPdf } from '../services/lab-report-pdf.ts';
import { batchInvoicePdf } from '../services/invoice-pdf.ts';

export const reportRoutes = new Hono<ProviderEnv>();

/** The lab report (ereport: results roles) or the invoice (billing: billing roles) of a Completed batch. */
reportRoutes.get('/clients/:clientId/batches/:batchId/report', requireClient('member'), async (c) => {
  const { report_type } = readQuery(c, reportQuery);
  // The access table's entry for the report type asked for (the lab report: the results rule, credit hold included).
  refuseUnlessOpen(c, report_type === 'billing' ? 'billing:report' : 'results:report');
  const batch = await ownBatch(c);
  if (batch.status !== 'Completed') refuse('download-not-available', 'download-not-available');
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  let pdf: Buffer;
  let name: string;
  if (report_type === 'billing') {
    const invoice = await invoiceOfBatch(db, client.id, batch.id);
    if (!invoice) fail(404, 'No invoice for this batch');
    if (invoice.isOfflineInvoice) fail(409, 'Contact the laboratory for a copy of this invoice');
    pdf = await batchInvoicePdf(db, client, batch, invoice, c.var.deps.publicUrl);
    name = `invoice-${invoice.invoiceNumber}.pdf`;
  } else {
    pdf = await batchLabReportPdf(db, c.var.deps, client, { ...batch, updatedAt: batch.updatedAt as unknown as string }, clock.now());
    name = `lab-report-${client.code}-${batch.id}.pdf`;
  }
  await trackEvent(c, 'report-downloaded', { clientId: client.id, batchId: batch.id, reportType: report_type });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
      'content-length': String(pdf.length),
      'cache-control': 'private, no-store',
    },
  });
});
