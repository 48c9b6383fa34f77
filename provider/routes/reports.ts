/**
 * The PDFs of a Completed batch (document 2 §7): the lab report (report_type=ereport, results
 * roles) or the invoice (report_type=billing, billing roles). Drawn by services/lab-report-pdf.ts
 * and services/invoice-pdf.ts.
 */
import { Hono } from 'hono';
import { reportBatchIds, reportQuery, MAX_ZIP_REPORTS } from '../../contract/results.ts';
import { type ProviderEnv, fail, readQuery, refuseUnlessOpen, requireClient, trackEvent } from '../http.ts';
import { refuse } from '../errors.ts';
import { ownBatch } from '../results-access.ts';
import { invoiceOfBatch } from '../repositories/billing.ts';
import { batchLabReportPdf } from '../services/lab-report-pdf.ts';
import { batchInvoicePdf } from '../services/invoice-pdf.ts';
import { zipStream } from '../services/reports-zip.ts';
import { labToday } from '../../contract/lab-time.ts';

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

/**
 * GET /clients/{clientId}/reports.zip?batch=1&batch=2…: the lab reports of several Completed
 * batches in one ZIP (at most MAX_ZIP_REPORTS), streamed one report at a time. The same rules as
 * one report (the results roles, withheld on credit hold); every batch must be the client's and
 * Completed, else nothing is sent (the page offers the selection only for Completed batches).
 */
reportRoutes.get('/clients/:clientId/reports.zip', requireClient('member'), async (c) => {
  refuseUnlessOpen(c, 'results:report');
  const ids = reportBatchIds(c.req.queries('batch') ?? []);
  if (ids === 'too-many') refuse('too-many-reports', `At most ${MAX_ZIP_REPORTS} lab reports fit in one download`, { field: 'batch' });
  if (ids === 'none' || ids === 'invalid') refuse('invalid', 'Choose the batches whose lab reports to download', { field: 'batch' });
  const batches = [];
  for (const id of ids) {
    const batch = await ownBatch(c, id);
    if (batch.status !== 'Completed') refuse('download-not-available', 'download-not-available', { field: 'batch' });
    batches.push(batch);
  }
  const deps = c.var.deps;
  const client = c.var.client;
  const now = deps.clock.now();
  await trackEvent(c, 'reports-zip-downloaded', { clientId: client.id, batches: batches.length });
  const body = zipStream(
    batches.map((batch) => ({
      name: `lab-report-${client.code}-${batch.id}.pdf`.replace(/[^\w.-]/g, '_'),
      build: async () => new Uint8Array(await batchLabReportPdf(deps.db, deps, client, { ...batch, updatedAt: batch.updatedAt as unknown as string }, now)),
    })),
    (error) => deps.log.error('reports zip failed', { clientId: client.id, error: (error as Error).message }),
  );
  const name = `lab-reports-${client.code}-${labToday(now)}.zip`.replace(/[^\w.-]/g, '_');
  return new Response(body, {
    headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'private, no-store' },
  });
});
