/**
 * Ending a sign-in. Every way a session ends (log out, a 401 from the
 * provider, the idle or absolute limit) revokes its bearer token at the provider, so a copy of
 * the old cookie cannot sign anyone in again. Revoking is best effort: a provider that cannot
 * be reached is logged, and the session ends here all the same.
 */
import type { RouterContextProvider } from 'react-router';
import { type AppServices, servicesContext } from '../context.ts';
import { type Flash, flash, sessionContext } from '../session.server.ts';
import { forgetAccount } from './account.server.ts';
import { forgetNotifications } from './header-footer.server.ts';

type Context = Readonly<RouterContextProvider>;

/** DELETE /logout.json with the token; never throws. */
export async function revokeToken(services: Pick<AppServices, 'provider' | 'log'>, token: string): Promise<void> {
  try {
    const res = await services.provider('/logout.json', {
      method: 'DELETE',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    // 401: the provider no longer knows the token at all, which is what revoking wants.
    if (!res.ok && res.status !== 401) services.log.warn('revoking the session token failed', { status: res.status });
  } catch (error) {
    services.log.warn('revoking the session token failed', { error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Ends the sign-in held by this request's session: revokes the token, forgets what was cached
 * for it, and removes the sign-in from the session. What a signed-out visitor keeps (flash
 * messages, dismissed notifications, the language) stays; `message` is flashed for the next page
 * when there was a sign-in to end.
 */
export async function endSignIn(context: Context, message?: Flash): Promise<void> {
  const { session } = context.get(sessionContext);
  const token = session.get('token');
  forgetAccount(session);
  forgetNotifications(session);
  // Out of the session before the first await: a page's loaders run side by side, and the
  // second to meet a 401 must find the sign-in already ended (one revocation, one message).
  for (const key of ['token', 'user', 'activeClientId', 'issuedAt', 'seenAt'] as const) session.unset(key);
  if (!token) return;
  if (message) flash(session, message);
  await revokeToken(context.get(servicesContext), token);
}
