/**
 * The PDFs of a Completed batch (document 2 §7): the lab report (report_type=ereport, results
 * roles) or the invoice (report_type=billing, billing roles). Drawn by services/lab-report-pdf.ts
 * and services/invoice-pdf.ts.
 */
import { Hono } from 'hono';
import { reportQuery } from '../../contract/results.ts';
import { type Role, mayAccess } from '../../contract/roles.ts';
import { type ProviderEnv, currentUser, fail, readQuery, requireClient, trackEvent } from '../http.ts';
import { ownBatch, refuseResultsOnCreditHold } from '../results-access.ts';
import { invoiceOfBatch } from '../repositories/billing.ts';
import { batchLabReportPdf } from '../services/lab-report-pdf.ts';
import { batchInvoicePdf } from '../services/invoice-pdf.ts';

export const reportRoutes = new Hono<ProviderEnv>();

/** The lab report (ereport: results roles) or the invoice (billing: billing roles) of a Completed batch. */
reportRoutes.get('/clients/:clientId/batches/:batchId/report', requireClient('member'), async (c) => {
  const { report_type } = readQuery(c, reportQuery);
  const user = currentUser(c);
  const area = report_type === 'billing' ? 'billing' : 'results';
  // The area gate, for the report type asked for.
  if (!mayAccess(user, (c.var.membership?.role ?? null) as Role | null, area)) fail(403, 'Your role does not allow this');
  if (area === 'results') refuseResultsOnCreditHold(c);
  const batch = await ownBatch(c);
  if (batch.status !== 'Completed') fail(409, 'download-not-available');
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
