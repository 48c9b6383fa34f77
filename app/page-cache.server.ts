/**
 * Two page caches, both rendering a page once with placeholders for the two things that differ
 * per response — the CSP nonce and the visitor's CSRF token — and giving each response its own.
 *
 * - `pageCache(seconds)`, for anonymous visitors of the public pages that get the most of them
 *   (home, the analyses list). A visitor with no cookie but `csrf` or `lng` sees exactly what
 *   every such visitor sees for that address and language, so the page is rendered once per
 *   `seconds`. Signed-in visitors, visitors with a session (flash messages, dismissed
 *   notifications) or other cookies (remembered filters) always get a fresh render.
 *
 *     export const middleware: Route.MiddlewareFunction[] = [pageCache(1)];
 *
 * - `portalPageCache`, for the signed-in portal pages a lab's busiest users sit on and reload
 *   (issue 20, session 10: the results list, a sample's and an analysis's details, the vintage
 *   and smoke impact reports; PORTAL_CACHED): one
 *   visitor's own page, kept under the data version (provider/db/data-version.ts) it read before
 *   rendering, answered again only while the provider still gives that version for this sign-in
 *   and client — the provider checks the token and the membership on that call, as on every
 *   other — and never past the clock minute it was rendered in (the nearest lab's open/closed
 *   state, notifications that start or end). On the dashboard layout, before the portal context.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { pageVersionResponse } from '../contract/clients.ts';
import { perConfig } from './cache.server.ts';
import { servicesContext } from './context.ts';
import { csrfTokenContext } from './middleware/request.server.ts';
import { getLocale } from './middleware/i18next.server.ts';
import { ProviderError, providerClient } from './models/provider.server.ts';
import { pageFallbackContext } from './page-fallback.ts';
import { type AppSession, SESSION_COOKIE, sessionContext } from './session.server.ts';

type Context = Readonly<RouterContextProvider>;
type Next = () => Promise<Response>;

// Random per process: no text a page shows (a sample's name, say) can be one of them.
const NONCE_MARK = `PageCacheNonceMark${randomBytes(12).toString('hex')}`;
const CSRF_MARK = `PageCacheCsrfMark${randomBytes(12).toString('hex')}`;
const SAFE_TOKEN = /^[A-Za-z0-9._=-]+$/;
const ANONYMOUS_COOKIES = new Set(['csrf', 'lng']);
const MAX_ENTRIES = 200;
/**
 * Signed-in pages are larger (a results page is ~80 KB) and one per visitor and address: at most
 * 4 MB of them (~50 results pages) per node, the least recently used out first; the whole
 * server stays under the 300 MB after the bench.
 */
const MAX_PORTAL_BYTES = 4 * 1024 * 1024;

interface Entry {
  /**
   * The page's bytes between the placeholders, encoded once (issue 20, session 10: building a
   * string per answer and handing it to `Response`, which checks and encodes all of it again,
   * was a sixth of a cached results page's time); `slots` says which placeholder follows each
   * part but the last: `n` the nonce, `c` the CSRF token.
   */
  parts: Buffer[];
  slots: string;
  status: number;
  headers: [string, string][];
  expires: number;
  /** the data version the page was rendered under (signed-in pages) */
  version?: string;
}
/** per app configuration (`perConfig`): two apps in one process never serve each other's pages */
const store = perConfig(() => new PageStore({ entries: MAX_ENTRIES, bytes: Infinity }));
const portalStore = perConfig(() => new PageStore({ entries: Infinity, bytes: MAX_PORTAL_BYTES }));

function anonymous(request: Request): boolean {
  const cookie = request.headers.get('cookie');
  if (!cookie) return true;
  return cookie.split(';').every((part) => ANONYMOUS_COOKIES.has(part.split('=')[0].trim()));
}

const MARKS = new RegExp(`${NONCE_MARK}|${CSRF_MARK}`, 'g');

/** A rendered page as an entry's parts and slots. */
function split(body: string): Pick<Entry, 'parts' | 'slots'> {
  const parts: Buffer[] = [];
  let slots = '';
  let from = 0;
  for (const match of body.matchAll(MARKS)) {
    parts.push(Buffer.from(body.slice(from, match.index)));
    slots += match[0] === NONCE_MARK ? 'n' : 'c';
    from = match.index + match[0].length;
  }
  parts.push(Buffer.from(body.slice(from)));
  return { parts, slots };
}

function respond(entry: Entry, nonce: string, token: string): Response {
  const values = { n: Buffer.from(nonce), c: Buffer.from(token) };
  const pieces: Buffer[] = [];
  entry.parts.forEach((part, i) => {
    pieces.push(part);
    if (i < entry.slots.length) pieces.push(values[entry.slots[i] as 'n' | 'c']);
  });
  return new Response(Buffer.concat(pieces), { status: entry.status, headers: new Headers(entry.headers) });
}

/**
 * Renders the page with the placeholders in place of this response's nonce and token: the
 * entry to keep (null when the answer is not a page to keep: an error, not HTML, or it sets a
 * cookie of its own) and the answer with the real values.
 */
async function renderMarked(context: Context, next: Next, expires: number): Promise<{ entry: Entry | null; response: Response }> {
  const services = context.get(servicesContext);
  const token = context.get(csrfTokenContext);
  context.set(servicesContext, { ...services, nonce: NONCE_MARK });
  context.set(csrfTokenContext, CSRF_MARK);
  let response: Response;
  try {
    response = await next();
  } finally {
    context.set(servicesContext, services);
    context.set(csrfTokenContext, token);
  }
  const type = response.headers.get('content-type') ?? '';
  const rendered: Entry = { ...split(await response.text()), status: response.status, headers: [...response.headers], expires };
  const keep = response.status === 200 && type.startsWith('text/html') && !response.headers.has('set-cookie');
  return { entry: keep ? rendered : null, response: respond(rendered, services.nonce, token) };
}

const sizeOf = (entry: Entry) => entry.parts.reduce((n, part) => n + part.length, 0);

/** Kept pages within a count and a byte budget, the least recently used out first (a Map keeps insertion order; a hit moves to the end). */
class PageStore {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  constructor(private limits: { entries: number; bytes: number }) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.delete(key);
    const size = sizeOf(entry);
    if (size > this.limits.bytes) return;
    this.entries.set(key, entry);
    this.bytes += size;
    while (this.bytes > this.limits.bytes || this.entries.size > this.limits.entries) this.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(old);
  }
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
    const { entry, response } = await renderMarked(context, next, services.clock.now().getTime() + seconds * 1000);
    if (entry) {
      entries.set(key, entry);
      services.log.debug('page cache stored', { key });
    }
    return response;
  };
}

/**
 * The signed-in pages portalPageCache keeps: the results list, a sample's details, an analysis's
 * details, the vintage report and the smoke impact report. Each shows only what the provider
 * reads from versioned tables, the request (address, language, cookies, session) and the clock
 * to the minute, prints nothing meant to be unique per render, and writes nothing while it is
 * read. Not billing nor the courier form (a fresh idempotency key on every render: a kept page
 * would give two payments or pickups one key), nor payment methods (a gateway's stored methods
 * are not in the data version), nor ordering and supplies (the session's selections).
 */
const PORTAL_CACHED = /^\/dashboard\/(results(\/group\/[^/]+\/sample\/[^/]+(\/analysis\/[^/]+)?)?|vintage-portal|smoke-impact-report)$/;

/** The session's data that decides what a page shows: all of it but the sign-in's clock (`seenAt` moves every minute). */
function sessionPart(session: AppSession): string {
  const { seenAt: _seen, ...rest } = session.data as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** The request's cookies but the session's (read as sessionPart) and the CSRF cookie (its token is a placeholder), in order. */
function otherCookies(request: Request): string[] {
  const header = request.headers.get('cookie');
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => {
      const name = part.slice(0, Math.max(0, part.indexOf('=')));
      return part && name !== SESSION_COOKIE && name !== 'csrf';
    })
    .sort();
}

/** When the provider answers the version call 404 (a laboratory's own back end without it), the cache stays off this long. */
const UNSUPPORTED_MS = 5 * 60_000;
const unsupported = perConfig(() => ({ until: 0 }));

/** The data version for this sign-in and client, or null (signed out, refused, a provider without the call, any failure). */
async function pageVersion(context: Context, clientId: number): Promise<string | null> {
  const { clock, log } = context.get(servicesContext);
  const off = unsupported(context);
  if (off.until > clock.now().getTime()) return null;
  try {
    // authRedirect: false: a refused token or client is only a miss here; the page's own calls then sign out or refuse.
    return (await providerClient(context).get(`/clients/${clientId}/page_version.json`, pageVersionResponse, { authRedirect: false, refusalIs403: true })).version;
  } catch (error) {
    const status = error instanceof ProviderError ? error.status : null;
    // A 404 about the client (gone, or never there) is only a miss; any other 404 is a provider without the call.
    if (status === 404 && !/client/i.test((error as ProviderError).message)) off.until = clock.now().getTime() + UNSUPPORTED_MS;
    else if (status !== 401 && status !== 403) log.warn('page version unavailable', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

export const portalPageCache: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const services = context.get(servicesContext);
  const csrf = context.get(csrfTokenContext);
  const { session } = context.get(sessionContext);
  const clientId = session.get('activeClientId');
  const cacheable =
    request.method === 'GET' && !services.dataRequest && PORTAL_CACHED.test(url.pathname) && !url.searchParams.has('lng') &&
    SAFE_TOKEN.test(csrf) && !!session.get('token') && typeof clientId === 'number' && !session.has('flash');
  if (!cacheable) return next();
  const version = await pageVersion(context, clientId);
  if (version === null) return next();

  const entries = portalStore(context);
  // A hash: the key holds the session's bearer token, which is never kept as it is.
  const key = createHash('sha256')
    .update(JSON.stringify(['portal', getLocale(context), url.pathname + url.search, sessionPart(session), otherCookies(request)]))
    .digest('base64url');
  const now = services.clock.now().getTime();
  const hit = entries.get(key);
  if (hit && hit.version === version && hit.expires > now) {
    services.log.debug('portal page cache hit', { path: url.pathname, version });
    return respond(hit, services.nonce, csrf);
  }
  const before = sessionPart(session);
  const fallback = { used: false };
  context.set(pageFallbackContext, fallback);
  const { entry, response } = await renderMarked(context, next, Math.floor(now / 60_000) * 60_000 + 60_000);
  // Kept only when rendering left the session as it was (a page that forgot the active client, used up a message…)
  // and no part of the page is a fallback for a read that failed (app/page-fallback.ts).
  if (entry && !fallback.used && sessionPart(session) === before) {
    entries.set(key, { ...entry, version });
    services.log.debug('portal page cache stored', { path: url.pathname, version });
  } else entries.delete(key);
  return response;
};
