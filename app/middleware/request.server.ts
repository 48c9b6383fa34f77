/**
 * Runs around every page request and action: loads the session, checks the CSRF token of
 * every state-changing request, commits the session once on the way out, and sets the
 * caching headers (`no-store` on every signed-in response).
 */
import { createContext, data, type MiddlewareFunction } from 'react-router';
import { CSRFError } from 'remix-utils/csrf/server';
import { servicesContext } from '../context.ts';
import { csrfFor } from '../csrf.server.ts';
import { sessionContext, sessionStorage } from '../session.server.ts';
import { isLanguage } from '../i18n/config.ts';
import { localeCookie } from './i18next.server.ts';

export const csrfTokenContext = createContext<string>('');

export const requestMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { config, log } = context.get(servicesContext);
  const storage = sessionStorage(config);
  const session = await storage.getSession(request.headers.get('Cookie'));
  const before = JSON.stringify(session.data);
  const state = { session, destroy: false };
  context.set(sessionContext, state);

  const csrf = csrfFor(config);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    try {
      await csrf.validate(request);
    } catch (error) {
      if (!(error instanceof CSRFError)) throw error;
      log.warn('csrf check failed', { path: new URL(request.url).pathname, code: error.code });
      throw data({ message: 'csrf-error' }, { status: 403 });
    }
  }
  const [csrfToken, csrfCookie] = await csrf.commitToken(request);
  context.set(csrfTokenContext, csrfToken);

  const response = await next();

  if (state.destroy) response.headers.append('Set-Cookie', await storage.destroySession(session));
  else if (JSON.stringify(session.data) !== before) response.headers.append('Set-Cookie', await storage.commitSession(session));
  if (csrfCookie) response.headers.append('Set-Cookie', csrfCookie);
  const lng = new URL(request.url).searchParams.get('lng');
  if (isLanguage(lng)) response.headers.append('Set-Cookie', await localeCookie.serialize(lng));

  if (session.has('token')) response.headers.set('Cache-Control', 'no-store');
  else if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-cache');
  return response;
};
