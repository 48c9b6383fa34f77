/** The launchpad's clients list, server side: the search and the administrators' open-a-client action (clients.tsx keeps the markup). */
import { redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { seeOther } from '../../models/form-answer.server.ts';
import { isSiteAdmin } from '../../../contract/access.ts';
import { forgetAccount, getAccount } from '../../models/account.server.ts';
import { requireUser } from '../../models/gate.server.ts';
import { listClients, rememberLastClient } from '../../models/portal.server.ts';
import { pendingInvitations } from '../../models/team.server.ts';
import { flash, sessionContext } from '../../session.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function clientsLoader(context: Context, request: Request) {
  const { user } = requireUser(context, request);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  const [account, list, invitations] = await Promise.all([getAccount(context), listClients(context, user.id, q), pendingInvitations(context)]);
  // document 2 §2, §6: a non-administrator linked to no client is told so and sent to create one,
  // unless an invitation waits for their answer here.
  if (!isSiteAdmin(user) && list.data.length === 0 && !q && invitations.data.length === 0) {
    flash(context.get(sessionContext).session, { kind: 'info', message: 'launchpad.notLinked' });
    throw redirect('/launchpad/new-client');
  }
  return {
    q, admin: isSiteAdmin(user), name: account ? `${account.firstname} ${account.lastname}` : user.email, clients: list.data, total: list.total,
    invitations: invitations.data,
  };
}

const openSchema = z.object({ clientId: z.coerce.number().int().positive(), to: z.enum(['results', 'billing']) });

/** Administrators open a client straight into results or billing. */
export async function clientsAction(context: Context, request: Request) {
  const { user } = requireUser(context, request);
  if (!isSiteAdmin(user)) return seeOther('/launchpad/clients');
  const parsed = openSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return seeOther('/launchpad/clients');
  const { session } = context.get(sessionContext);
  session.set('activeClientId', parsed.data.clientId);
  await rememberLastClient(context, user.id, parsed.data.clientId).catch(() => undefined);
  forgetAccount(session);
  return seeOther(parsed.data.to === 'billing' ? '/dashboard/billing' : '/dashboard/results');
}
