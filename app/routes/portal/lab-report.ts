import { data, redirect } from 'react-router';
import type { Route } from './+types/lab-report';
import { requireAccess } from '../../models/gate.server.ts';
import { reportPdf } from '../../models/portal.server.ts';
import { noAccessAsPage } from '../../models/no-access.server.ts';
import { flash, sessionContext } from '../../session.server.ts';

/**
 * The lab report PDF of a group, streamed from the provider with its Content-Disposition
 * (Completed batches, roles allowed results). Anything else returns to results with
 * download-not-available.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'results:report');
  if (!/^\d{1,12}$/.test(params.batchId)) throw data({ message: 'download-not-available' }, { status: 404 });
  const pdf = await reportPdf(context, client.id, params.batchId, 'ereport').catch(noAccessAsPage);
  if (!pdf) {
    flash(context.get(sessionContext).session, { kind: 'error', message: 'download-not-available' });
    const sample = new URL(request.url).searchParams.get('sample');
    return redirect(sample && /^[A-Za-z0-9_-]{1,40}$/.test(sample) ? `/dashboard/results/group/${params.batchId}/sample/${sample}` : '/dashboard/results');
  }
  return pdf;
}
