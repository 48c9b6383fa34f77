import { data } from 'react-router';
import type { Route } from './+types/no-access';
import { isSiteAdmin } from '../../../contract/access.ts';
import { getAccount, safeRedirect } from '../../models/account.server.ts';
import { requireUser } from '../../models/gate.server.ts';
import type { NoAccess } from '../../models/provider.server.ts';
import { clientSummaryOf } from '../../models/portal.server.ts';

/**
 * The no-access page for refused file links (app/models/no-access.server.ts): a 403 rendered by
 * the root's error boundary like every other no-access answer. The owning client is offered
 * only when this user may open it (a member, or a site administrator): the query string is
 * never trusted for that.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const url = new URL(request.url);
  const ownerId = Number(url.searchParams.get('owner'));
  const account = await getAccount(context);
  let owner: NoAccess['owner'] = null;
  if (account && Number.isInteger(ownerId) && ownerId > 0) {
    const member = account.clientList.find((c) => c.id === ownerId);
    if (member) owner = { id: member.id, code: member.code, name: member.name };
    else if (isSiteAdmin(account)) {
      const c = await clientSummaryOf(context, ownerId);
      if (c) owner = { id: c.id, code: c.code, name: c.name };
    }
  }
  const body: NoAccess = { message: 'no-access', owner, redirectTo: safeRedirect(url.searchParams.get('redirectTo')) };
  throw data(body, { status: 403 });
}

export default function NoAccessRoute() {
  return null;
}
