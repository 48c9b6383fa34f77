import { redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/team-history-csv';
import { CHANGE_KINDS } from '../../../contract/team.ts';
import { requireAccess } from '../../models/gate.server.ts';
import { historyCsv } from '../../models/team.server.ts';
import { flash, sessionContext } from '../../session.server.ts';

/**
 * The client's change history as CSV, streamed from the provider so the bearer token
 * never reaches the browser. Administrators of the client and site administrators only; anyone
 * else goes back to team settings with a message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'team:change');
  const kind = z.enum(CHANGE_KINDS).optional().catch(undefined).parse(new URL(request.url).searchParams.get('kind') || undefined);
  const res = await historyCsv(context, client.id, kind);
  if (res.ok) return new Response(res.body, { status: 200, headers: { 'Content-Type': res.headers.get('content-type') ?? 'text/csv', 'Content-Disposition': res.headers.get('content-disposition') ?? 'attachment' } });
  flash(context.get(sessionContext).session, { kind: 'error', message: 'team.history-error' });
  return redirect('/dashboard/teams-settings');
}
