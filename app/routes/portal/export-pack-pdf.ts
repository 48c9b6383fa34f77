import { data, redirect } from 'react-router';
import type { Route } from './+types/export-pack-pdf';
import { exportPackPdf } from '../../models/compliance.server.ts';
import { requireAccess } from '../../models/gate.server.ts';
import { loadSample } from '../../models/portal.server.ts';
import { noAccessAsPage } from '../../models/no-access.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { marketOf } from './sample-compliance.server.ts';

/**
 * The export pack PDF of a sample for one market, streamed from the provider (checks, sources,
 * then the lab report: the report's rule, a completed group). Refused: back to the sample with
 * download-not-available.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'results:report');
  const market = marketOf(params.market);
  if (!/^\d{1,12}$/.test(params.batchId) || !/^[A-Za-z0-9_-]{1,40}$/.test(params.sampleId) || !market) throw data({ message: 'download-not-available' }, { status: 404 });
  const details = await loadSample(context, client.id, Number(params.batchId), params.sampleId, { preliminary: false }).catch(noAccessAsPage);
  const pdf = await exportPackPdf(context, client.id, details.sample.id, market);
  if (!pdf) {
    flash(context.get(sessionContext).session, { kind: 'error', message: 'download-not-available' });
    return redirect(`/dashboard/results/group/${params.batchId}/sample/${params.sampleId}?market=${market}`);
  }
  return pdf;
}
