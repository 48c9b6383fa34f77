import { data, redirect } from 'react-router';
import type { Route } from './+types/invoice-open';
import { loadBatchSamples } from '../../../models/billing.server.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { failureOf } from '../../../models/form-answer.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { servicesContext } from '../../../context.ts';
import { flash, sessionContext } from '../../../session.server.ts';

/**
 * Opening an invoice row (document 3 §2, §7): the batch's samples decide where it goes — the
 * sample details of a one-sample batch, otherwise results searched by the group number. Not
 * for Billing Users (requireAccess sends them back to billing), nor while the client is on credit
 * hold (site administrators excepted, as for results).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'results:from-billing');
  if (!/^\d{1,12}$/.test(params.batchId)) throw data({ message: 'errors.notFoundTitle' }, { status: 404 });
  try {
    const { data: samples } = await loadBatchSamples(context, client.id, Number(params.batchId));
    if (samples.length === 1) return redirect(`/dashboard/results/group/${params.batchId}/sample/${encodeURIComponent(samples[0].friendlyNumber)}`);
    return redirect(`/dashboard/results?q=${params.batchId}`);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    context.get(servicesContext).log.warn('samples for invoice unavailable', { status: e.status });
    const { message } = failureOf(e, 'get-samples-for-invoice-error', { on: { 404: 'billing.errors.batchNotFound' } });
    flash(context.get(sessionContext).session, { kind: 'error', message });
    return redirect('/dashboard/billing');
  }
}
