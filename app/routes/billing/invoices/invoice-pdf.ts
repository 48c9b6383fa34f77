import { data, redirect } from 'react-router';
import type { Route } from './+types/invoice-pdf';
import { requireAccess } from '../../../models/gate.server.ts';
import { reportPdf } from '../../../models/portal.server.ts';
import { noAccessAsPage } from '../../../models/no-access.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';

/**
 * The invoice PDF of a batch (report_type=billing; document 3 §7 "File links"), streamed from
 * the provider through the same helper as the lab report. Roles allowed billing only (a
 * Reporting User never sees the download, document 3 §6); available on credit hold too, since
 * that is when a client needs its invoices. Offline invoices and finance charges have no PDF:
 * the list offers "Contact the provider for invoice" instead. Anything unavailable returns to
 * billing with download-not-available.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'billing');
  if (!/^\d{1,12}$/.test(params.batchId)) throw data({ message: 'download-not-available' }, { status: 404 });
  const pdf = await reportPdf(context, client.id, params.batchId, 'billing').catch(noAccessAsPage);
  if (!pdf) {
    flash(context.get(sessionContext).session, { kind: 'error', message: 'billing.invoiceNotAvailable' });
    return redirect('/dashboard/billing');
  }
  return pdf;
}
