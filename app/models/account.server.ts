/**
 * The signed-in account as the app sees it: the user's own record with client list (read once
 * per request), signing in (session contents and where to land), the active client.
 */
import type { RouterContextProvider } from 'react-router';
import { type AccountShell, type LoginResponse, type PublicUser, accountShellResponse, publicUser } from '../../contract/auth.ts';
import { type Notification, notificationsResponse } from '../../contract/notifications.ts';
import { type AppSession, type SessionUser, sessionContext } from '../session.server.ts';
import { combinedRead, providerClient } from './provider.server.ts';
import { safeRedirect } from './safe-redirect.ts';

// Where a sign-in or a switch returns to: the one rule for redirect targets a visitor chose.
export { safeRedirect };

type Context = Readonly<RouterContextProvider>;

/**
 * The account is read from the provider once per request, never kept across requests:
 * with several web nodes a per-process cache kept a demoted or removed member's old roles
 * and clients on the nodes that had not seen the change (and the provider then refused the
 * pages those roles led to, signing the user out). Keyed by the request's session object (one
 * per request) and the token it held, so a sign-in within the request reads afresh.
 *
 * One provider call reads the account and the user's notifications together
 * (GET /users/{id}/shell.json), for the gate, the account menu and the notifications bar.
 */
const accounts = new WeakMap<AppSession, { token: string; value: Promise<AccountShell> }>();

export function toSessionUser(user: PublicUser): SessionUser {
  return { id: user.id, pid: user.pid, email: user.email, firstname: user.firstname, lastname: user.lastname, administrator: user.administrator, godmode: user.godmode };
}

export const isSiteAdmin = (user: Pick<SessionUser, 'administrator' | 'godmode'>) => !!(user.administrator || user.godmode);

/** The signed-in user's record with client list, or null when signed out. */
export async function getAccount(context: Context): Promise<PublicUser | null> {
  const shell = accountShell(context);
  return shell ? (await shell).user : null;
}

/** The notifications the signed-in user has not dismissed, or null when signed out. */
export async function getAccountNotifications(context: Context): Promise<Notification[] | null> {
  const shell = accountShell(context);
  return shell ? (await shell).notifications : null;
}

function accountShell(context: Context): Promise<AccountShell> | null {
  const { session } = context.get(sessionContext);
  const token = session.get('token');
  const user = session.get('user');
  if (!token || !user) return null;
  const hit = accounts.get(session);
  if (hit && hit.token === token) return hit.value;
  const value = readAccountShell(context, user.id);
  accounts.set(session, { token, value });
  value.catch(() => accounts.delete(session));
  return value;
}

async function readAccountShell(context: Context, userId: number): Promise<AccountShell> {
  const api = providerClient(context);
  return combinedRead(
    () => api.get(`/users/${userId}/shell.json`, accountShellResponse, { expected: [404] }),
    async () => {
      const [user, list] = await Promise.all([api.get(`/users/${userId}.json`, publicUser), api.get('/notifications.json', notificationsResponse)]);
      return { user, notifications: list.notifications };
    },
  );
}

/** After a change to the account within this request (new client, client switch): read it again. */
export function forgetAccount(session: AppSession): void {
  accounts.delete(session);
}

/** Where a signed-in user belongs when no page was asked for. */
export function homeFor(user: Pick<SessionUser, 'administrator' | 'godmode'>, activeClientId: number | undefined): string {
  if (isSiteAdmin(user)) return '/launchpad';
  return activeClientId ? '/dashboard' : '/launchpad';
}

/**
 * Puts a fresh sign-in into the session and answers where to go (document 1 §4): the last
 * client becomes active for a non-administrator; a page the user was sent away from
 * (`redirectTo`) wins, then administrators to the launchpad, users with a last client to the
 * dashboard, everyone else to the launchpad.
 */
export function signIn(session: AppSession, login: LoginResponse, redirectTo?: string | null): string {
  session.set('token', login.token);
  session.set('user', toSessionUser(login.user));
  session.unset('twoFactor');
  session.unset('activeClientId');
  const admin = isSiteAdmin(login.user);
  if (!admin && login.user.lastClient) session.set('activeClientId', login.user.lastClient.id);
  accounts.delete(session);
  return safeRedirect(redirectTo) ?? homeFor(login.user, session.get('activeClientId'));
}

/** Makes a client the user's last (active) client (PUT /users/{id}.json); answers the fresh record. */
export function chooseClient(context: Context, userId: number, clientId: number): Promise<PublicUser> {
  return providerClient(context).put(`/users/${userId}.json`, publicUser, { body: { user: { lastClientId: clientId } }, authRedirect: false });
}

/** Asks the provider whether the session's token still signs someone in: its status (401: no longer). */
export async function pingSession(context: Context): Promise<{ ok: boolean; status: number }> {
  const res = await providerClient(context).raw('GET', '/auth-ping.json', { authRedirect: false });
  return { ok: res.ok, status: res.status };
}
