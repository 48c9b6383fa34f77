/**
 * The logged-in gate (document 1 §2, document 2 §2, the role-to-path table in
 * shared/spec/README.md), for portal loaders and actions:
 *
 *   const { user } = requireUser(context, request);                  // signed out → /login?redirectTo=…
 *   const { user, client } = await requireArea(context, request, 'billing');
 *
 * requireArea also needs an active client (none → /launchpad); a role not allowed the area goes
 * to /launchpad, except a Billing User opening results, who goes to billing. Site
 * administrators pass every role gate. An area hidden while the client must re-sign its
 * agreement (document 2 §6) goes to Results, where the re-sign form is, for everyone.
 */
import { redirect, type RouterContextProvider } from 'react-router';
import type { ClientSummary } from '../../provider/contract/auth.ts';
import { type Area, accessRefusal, mayAccess } from '../../provider/contract/roles.ts';
import { type SessionUser, flash, sessionContext } from '../session.server.ts';
import { getAccount, homeFor, isSiteAdmin } from './account.server.ts';
import { clientSummaryOf } from './portal.server.ts';

type Context = Readonly<RouterContextProvider>;

/** /login with the current page to come back to. */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

export function currentUser(context: Context): SessionUser | null {
  const { session } = context.get(sessionContext);
  return session.get('token') ? (session.get('user') ?? null) : null;
}

export function requireUser(context: Context, request: Request): { user: SessionUser; token: string } {
  const { session } = context.get(sessionContext);
  const user = session.get('user');
  const token = session.get('token');
  if (!user || !token) throw redirect(loginRedirectPath(request));
  return { user, token };
}

/** For the auth-only layout: a signed-in user is sent where they belong. */
export function requireSignedOut(context: Context): void {
  const { session } = context.get(sessionContext);
  const user = session.get('user');
  if (user && session.get('token')) throw redirect(homeFor(user, session.get('activeClientId')));
}

/** The active client with the user's role on it (null role: a site administrator who is not a member), or null. */
export async function getActiveClient(context: Context): Promise<ClientSummary | null> {
  const { session } = context.get(sessionContext);
  const id = session.get('activeClientId');
  if (!id) return null;
  const account = await getAccount(context);
  if (!account) return null;
  let client = account.clientList.find((c) => c.id === id) ?? (account.lastClient?.id === id ? account.lastClient : null);
  if (!client && (account.administrator || account.godmode)) {
    // A site administrator may open any client, member or not.
    client = await clientSummaryOf(context, id);
  }
  if (!client) {
    // No longer a member (removed from the team, or the client is gone): forget it.
    session.unset('activeClientId');
    return null;
  }
  return client;
}

export async function requireActiveClient(context: Context, request: Request): Promise<{ user: SessionUser; client: ClientSummary }> {
  const { user } = requireUser(context, request);
  const client = await getActiveClient(context);
  if (!client) throw redirect('/launchpad');
  return { user, client };
}

export async function requireArea(context: Context, request: Request, area: Area): Promise<{ user: SessionUser; client: ClientSummary; creditHold?: true }> {
  const { user, client } = await requireActiveClient(context, request);
  // The one access rule (provider/contract/roles.ts), as the provider applies it to every call.
  const refusal = accessRefusal(user, client.role, area, client);
  if (!refusal) return { user, client };
  // An area closed on credit hold (ordering analyses): the page shows the reason instead of its form.
  if (refusal === 'credit-hold') return { user, client, creditHold: true };
  if (refusal === 'resign') {
    // A client that must re-sign its agreement: the Results page offers the form (or names the
    // administrators who can sign); someone who may not see results learns why on the launchpad.
    if (mayAccess(user, client.role, 'results')) throw redirect('/dashboard/results');
    flash(context.get(sessionContext).session, { kind: 'warning', message: 'resign-blocked', values: { name: client.name } });
    throw redirect('/launchpad');
  }
  if (area === 'results' && client.role === 'Billing User' && !isSiteAdmin(user)) throw redirect('/dashboard/billing');
  throw redirect('/launchpad');
}
