import { redirect } from 'react-router';
import type { Route } from './+types/reports-zip';
import { reportBatchIds } from '../../../../contract/results.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { reportsZip } from '../../../models/portal.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';

/** What the results page says for each refusal of a ZIP, by its code. */
const REFUSAL_KEYS: Record<string, string> = {
  'too-many-reports': 'results.zipTooMany',
  invalid: 'results.zipNoneSelected',
  'download-not-available': 'results.zipNotAvailable',
};

/**
 * The lab reports of the batches ticked on the results page (a GET form: ?batch=…&batch=…), one
 * ZIP streamed from the provider; the same access as one report (results roles, not on credit
 * hold). A refusal returns to the results page with the reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'results:report');
  const { session } = context.get(sessionContext);
  const url = new URL(request.url);
  const back = url.searchParams.get('back');
  const backTo = back && /^\?[\w=&%.+-]{0,300}$/.test(back) ? `/dashboard/results${back}` : '/dashboard/results';
  const ids = reportBatchIds(url.searchParams.getAll('batch'));
  const answer = typeof ids === 'string' ? { code: ids === 'too-many' ? 'too-many-reports' : 'invalid' } : await reportsZip(context, client.id, ids);
  if (answer instanceof Response) return answer;
  flash(session, { kind: 'error', message: REFUSAL_KEYS[answer.code] ?? 'results.zipNotAvailable', values: { max: 50 } });
  return redirect(backTo);
}
