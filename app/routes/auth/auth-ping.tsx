import type { Route } from './+types/auth-ping';
import { servicesContext } from '../../context.ts';
import { sessionContext } from '../../session.server.ts';
import { pingSession } from '../../models/account.server.ts';
import { endSignIn } from '../../models/sign-out.server.ts';

/**
 * The session poll (JSON): `{ signedIn }`. A token the provider no longer accepts (401) ends the
 * session here, and the page then goes to login. A session past its idle or absolute limit was
 * already ended by the root middleware (the poll itself does not count as use). Other failures
 * answer signedIn: true (the poll only logs errors; the next real request decides). `idleLeftMs`:
 * the time left before the idle limit, for the page's warning.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const state = context.get(sessionContext);
  const { log, config, clock } = context.get(servicesContext);
  if (!state.session.get('token')) return Response.json({ signedIn: false });
  // How long until the idle limit signs this session out (the page warns a few minutes before;
  // `?stay=1` counts as use, in the request middleware).
  const idleLeftMs = Math.max(0, config.sessionIdleMs - (clock.now().getTime() - (state.session.get('seenAt') ?? 0)));
  try {
    const res = await pingSession(context);
    if (res.status === 401) {
      await endSignIn(context, { kind: 'info', message: 'session-ended' });
      return Response.json({ signedIn: false });
    }
    if (!res.ok) log.warn('auth ping: provider answered', { status: res.status });
  } catch (error) {
    log.warn('auth ping failed', { error: error instanceof Error ? error.message : String(error) });
  }
  return Response.json({ signedIn: true, idleLeftMs });
}
