/**
 * Runs around every page request and action: loads the session, checks the origin and the CSRF
 * token of every state-changing request, applies the session's time limits, commits the session
 * once on the way out, and sets the caching headers (`no-store` on every signed-in response).
 */
import { createContext, data, redirect, type MiddlewareFunction } from 'react-router';
import { CSRFError } from 'remix-utils/csrf/server';
import { servicesContext } from '../context.ts';
import { csrfFor, rotateCsrfToken } from '../csrf.server.ts';
import { type AppSession, sessionContext, sessionStorage } from '../session.server.ts';
import { isLanguage } from '../i18n/config.ts';
import { isPortalPath } from '../i18n/strings.ts';
import { endSignIn } from '../models/sign-out.server.ts';
import { markSessionSeen } from '../models/device-sessions.server.ts';
import { unauthorizedContext } from '../models/provider.server.ts';
import { SESSION_SEEN_GRANULARITY_MS } from '../../contract/sessions.ts';
import { localeCookie } from './i18next.server.ts';
import { loggedUrl } from '../../lib/logged-url.ts';

export const csrfTokenContext = createContext<string>('');

/**
 * Requests that do not count as use of the sign-in: the session poll of an open page asks every
 * minute, and would otherwise keep an unattended page signed in forever.
 */
// The poll does not count as use, unless the user pressed "Stay signed in" (`/auth-ping?stay=1`).
const PASSIVE_PATHS = new Set(['/auth-ping']);
/**
 * The last-seen time is written at most once a minute, so an active user's cookie is not rewritten
 * on every request; the sign-in's "last used" in the user's list of devices moves with it.
 */
const SEEN_GRANULARITY_MS = SESSION_SEEN_GRANULARITY_MS;

/**
 * Whether a state-changing request comes from another site. React Router refuses a cross-origin
 * POST to a page (400) before any middleware runs, but not to a route without a page
 * (`/active-client`, `/logout`, `/notifications/:id/dismiss`, `/dashboard/go-paperless`): this
 * applies the same rule to every one. No Origin header (an old browser, a
 * script): the CSRF token decides alone. The public origin (PUBLIC_URL) is accepted too: behind a
 * TLS proxy the request's own URL says http.
 */
export function crossOrigin(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let from: string;
  try {
    from = new URL(origin).origin;
  } catch {
    return true; // "null" (a sandboxed frame, a redirect across sites) or garbage
  }
  // An opaque origin (e.g. data:) reads "null": refused too.
  return from === 'null' || (from !== new URL(request.url).origin && from !== new URL(publicUrl).origin);
}

/** Why a signed-in session has ended by time, or null while it holds. */
export function sessionExpiry(session: AppSession, now: number, limits: { sessionTtlMs: number; sessionIdleMs: number }): 'idle' | 'absolute' | null {
  const issuedAt = session.get('issuedAt');
  const seenAt = session.get('seenAt');
  // A sign-in always gets both at once (below); one without them is not ours to trust.
  if (typeof issuedAt !== 'number' || typeof seenAt !== 'number') return 'absolute';
  if (now - issuedAt >= limits.sessionTtlMs || issuedAt > now + SEEN_GRANULARITY_MS) return 'absolute';
  if (now - seenAt >= limits.sessionIdleMs) return 'idle';
  return null;
}

export const requestMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { config, log, clock } = context.get(servicesContext);
  const storage = sessionStorage(config);
  const session = await storage.getSession(request.headers.get('Cookie'));
  const url = new URL(request.url);
  const before = JSON.stringify(session.data);
  const tokenBefore = session.get('token');
  const state = { session, destroy: false, returnTo: url.pathname + url.search };
  context.set(sessionContext, state);
  // A 401 from the provider (the token no longer signs anyone in) ends the sign-in and says so on the next page.
  context.set(unauthorizedContext, (ctx) => endSignIn(ctx, { kind: 'info', message: 'session-ended' }));

  const csrf = csrfFor(config);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (crossOrigin(request, config.publicUrl)) {
      log.warn('cross-origin request refused', { path: loggedUrl(url.pathname), origin: request.headers.get('origin')?.slice(0, 100) });
      throw data({ message: 'csrf-error' }, { status: 403 });
    }
    try {
      await csrf.validate(request);
    } catch (error) {
      if (!(error instanceof CSRFError)) throw error;
      log.warn('csrf check failed', { path: loggedUrl(url.pathname), code: error.code });
      throw data({ message: 'csrf-error' }, { status: 403 });
    }
  }
  const [csrfToken, firstCsrfCookie] = await csrf.commitToken(request);
  let csrfCookie = firstCsrfCookie;

  // The time limits of a sign-in: SESSION_IDLE_MINUTES since the last use,
  // SESSION_TTL_HOURS since signing in. An ended session revokes its token and says why on the
  // next page; a portal page goes to login and comes back here afterwards.
  const now = clock.now().getTime();
  if (tokenBefore) {
    const expired = sessionExpiry(session, now, config);
    if (expired) {
      log.info('session ended by time', { reason: expired, path: loggedUrl(url.pathname) });
      await endSignIn(context, { kind: 'info', message: expired === 'idle' ? 'session-timed-out' : 'session-time-limit' });
      if ((request.method === 'GET' || request.method === 'HEAD') && isPortalPath(url.pathname)) {
        // Here and not by the page's own gate: the root loader, which runs beside the page's,
        // would show (and use up) the message on a response that is only a redirect.
        const headers = new Headers({ 'Set-Cookie': await storage.commitSession(session), 'Cache-Control': 'no-store' });
        if (csrfCookie) headers.append('Set-Cookie', csrfCookie);
        throw redirect(`/login?redirectTo=${encodeURIComponent(state.returnTo)}`, { headers });
      }
    } else if ((!PASSIVE_PATHS.has(url.pathname) || url.searchParams.get('stay') === '1') && now - (session.get('seenAt') ?? 0) >= SEEN_GRANULARITY_MS) {
      session.set('seenAt', now);
      await markSessionSeen(context);
    }
  }
  context.set(csrfTokenContext, csrfToken);

  const response = await next();

  // A new sign-in (login, invitation, reset): its clock starts now, and it gets a fresh CSRF
  // token, so a token planted in the browser before signing in is worth nothing after.
  const tokenAfter = session.get('token');
  if (tokenAfter && tokenAfter !== tokenBefore) {
    session.set('issuedAt', now);
    session.set('seenAt', now);
    csrfCookie = await rotateCsrfToken(config);
  }

  if (state.destroy) response.headers.append('Set-Cookie', await storage.destroySession(session));
  else if (JSON.stringify(session.data) !== before) response.headers.append('Set-Cookie', await storage.commitSession(session));
  if (csrfCookie) response.headers.append('Set-Cookie', csrfCookie);
  const lng = url.searchParams.get('lng');
  if (isLanguage(lng)) response.headers.append('Set-Cookie', await localeCookie.serialize(lng));

  if (session.has('token') || tokenBefore) response.headers.set('Cache-Control', 'no-store');
  else if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-cache');
  return response;
};
