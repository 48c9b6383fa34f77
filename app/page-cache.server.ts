/**
 * A short page cache for anonymous visitors, for the public pages that get the most of them
 * (home, the analyses list). A visitor with no cookie but `csrf` or `lng` sees exactly what
 * every such visitor sees for that address and language, so the page is rendered once per
 * `seconds` with placeholders for the two things that differ per response — the CSP nonce and
 * the visitor's CSRF token — and each response gets its own. Signed-in visitors, visitors with a
 * session (flash messages, dismissed notifications) or other cookies (remembered filters)
 * always get a fresh render.
 *
 *   export const middleware: Route.MiddlewareFunction[] = [pageCache(1)];
 */
import type { MiddlewareFunction } from 'react-router';
import { perConfig } from './cache.server.ts';
import { servicesContext } from './context.ts';
import { csrfTokenContext } from './middleware/request.server.ts';
import { getLocale } from './middleware/i18next.server.ts';

const NONCE_MARK = 'PageCacheNonceMark0000';
const CSRF_MARK = 'PageCacheCsrfMark0000';
const SAFE_TOKEN = /^[A-Za-z0-9._=-]+$/;
const ANONYMOUS_COOKIES = new Set(['csrf', 'lng']);
const MAX_ENTRIES = 200;

interface Entry {
  body: string;
  status: number;
  headers: [string, string][];
  expires: number;
}
/** per app configuration (`perConfig`): two apps in one process never serve each other's pages */
const store = perConfig(() => new Map<string, Entry>());

function anonymous(request: Request): boolean {
  const cookie = request.headers.get('cookie');
  if (!cookie) return true;
  return cookie.split(';').every((part) => ANONYMOUS_COOKIES.has(part.split('=')[0].trim()));
}

function respond(entry: Entry, nonce: string, token: string): Response {
  const body = entry.body.replaceAll(NONCE_MARK, nonce).replaceAll(CSRF_MARK, token);
  return new Response(body, { status: entry.status, headers: new Headers(entry.headers) });
}

export function pageCache(seconds: number): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const url = new URL(request.url);
    const token = context.get(csrfTokenContext);
    const services = context.get(servicesContext);
    // A client-side navigation's data request for the same URL is not the page (React Router has
    // already taken `.data` off the URL it hands the middleware): it must never get the stored HTML.
    const cacheable =
      request.method === 'GET' && !services.dataRequest && !url.searchParams.has('lng') && anonymous(request) && SAFE_TOKEN.test(token);
    if (!cacheable) return next();

    const entries = store(context);
    const key = `${getLocale(context)} ${url.pathname}${url.search}`;
    const hit = entries.get(key);
    if (hit && hit.expires > services.clock.now().getTime()) {
      services.log.debug('page cache hit', { key });
      return respond(hit, services.nonce, token);
    }

    // Render with the placeholders in place of this response's nonce and token.
    context.set(servicesContext, { ...services, nonce: NONCE_MARK });
    context.set(csrfTokenContext, CSRF_MARK);
    const response = await next();
    context.set(servicesContext, services);
    context.set(csrfTokenContext, token);
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.startsWith('text/html') || response.headers.has('set-cookie')) {
      // Not a page to keep (an error, not HTML, or it sets a cookie of its own): hand it on with the real values.
      const text = await response.text();
      return respond({ body: text, status: response.status, headers: [...response.headers], expires: 0 }, services.nonce, token);
    }
    const entry: Entry = { body: await response.text(), status: 200, headers: [...response.headers], expires: services.clock.now().getTime() + seconds * 1000 };
    entries.set(key, entry);
    services.log.debug('page cache stored', { key });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return respond(entry, services.nonce, token);
  };
}
