/**
 * Two page caches, both rendering a page once with placeholders for what differs per response —
 * the CSP nonce, the visitor's CSRF token and a form's one-time key — and giving each response its own.
 *
 * - `pageCache(seconds)`, for anonymous visitors of the public pages that get the most of them
 *   (home, the analyses list). A visitor with no cookie but `csrf` or `lng` sees exactly what
 *   every such visitor sees for that address and language, so the page is rendered once per
 *   `seconds`. Signed-in visitors, visitors with a session (flash messages, dismissed
 *   notifications) or other cookies (remembered filters) always get a fresh render.
 *
 *     export const middleware: Route.MiddlewareFunction[] = [pageCache(1)];
 *
 * - `portalPageCache`, for the signed-in portal pages (every page a member reads:
 *   CLIENT_PAGES and USER_PAGES): one visitor's own page, kept under the data version
 *   (provider/db/data-version.ts) it read before rendering, answered again only while the
 *   provider still gives that version for this sign-in and its client (or, on the launchpad, its
 *   user) — the provider checks the token and the membership on that call, as on every other —
 *   and never past the clock minute it was rendered in (the nearest lab's open/closed state,
 *   notifications that start or end, the courier's cut-off). On the dashboard layout, before the
 *   portal context, and on each launchpad page it keeps.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { pageVersionResponse } from '../contract/clients.ts';
import { perConfig } from './cache.server.ts';
import { servicesContext } from './context.ts';
import { freshKeyMarkContext, newFreshKey } from './fresh-key.server.ts';
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
const KEY_MARK = `PageCacheKeyMark${randomBytes(12).toString('hex')}`;
const SAFE_TOKEN = /^[A-Za-z0-9._=-]+$/;
const ANONYMOUS_COOKIES = new Set(['csrf', 'lng']);
const MAX_ENTRIES = 200;
/**
 * Signed-in pages are larger (a results page is ~80 KB) and one per visitor and address: at most
 * 4 MB of them (~50 results pages) per node, the least recently used out first; the whole
 * server stays under the bench's 300 MB target.
 */
const MAX_PORTAL_BYTES = 4 * 1024 * 1024;

interface Entry {
  /**
   * The page's bytes between the placeholders, encoded once (building a
   * string per answer and handing it to `Response`, which checks and encodes all of it again,
   * was a sixth of a cached results page's time); `slots` says which placeholder follows each
   * part but the last: `n` the nonce, `c` the CSRF token, `k` the form key (app/fresh-key.server.ts).
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

/** The placeholders as bytes (ASCII, each starting with MARK_START), with the slot letter of each. */
const MARK_START = Buffer.from('PageCache');
const MARK_BYTES: [Buffer, string][] = [[Buffer.from(NONCE_MARK), 'n'], [Buffer.from(CSRF_MARK), 'c'], [Buffer.from(KEY_MARK), 'k']];

/**
 * A rendered page as an entry's parts and slots, cut on the bytes as rendered: no decoding of
 * the page into a string and encoding of its parts again (a twentieth of a rendered page's
 * time). The parts are views of `body`, which the entry then holds.
 */
function split(body: Buffer): Pick<Entry, 'parts' | 'slots'> {
  const parts: Buffer[] = [];
  let slots = '';
  let from = 0;
  for (let at = body.indexOf(MARK_START); at >= 0; ) {
    const mark = MARK_BYTES.find(([bytes]) => body.subarray(at, at + bytes.length).equals(bytes));
    if (!mark) {
      at = body.indexOf(MARK_START, at + 1);
      continue;
    }
    parts.push(body.subarray(from, at));
    slots += mark[1];
    from = at + mark[0].length;
    at = body.indexOf(MARK_START, from);
  }
  parts.push(body.subarray(from));
  return { parts, slots };
}

/** The kept page with this answer's nonce and CSRF token, and a form key of its own (one per answer, as one per render). */
function respond(entry: Entry, nonce: string, token: string): Response {
  const values = { n: Buffer.from(nonce), c: Buffer.from(token), k: Buffer.from(entry.slots.includes('k') ? newFreshKey() : '') };
  const pieces: Buffer[] = [];
  entry.parts.forEach((part, i) => {
    pieces.push(part);
    if (i < entry.slots.length) pieces.push(values[entry.slots[i] as 'n' | 'c' | 'k']);
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
  context.set(freshKeyMarkContext, KEY_MARK);
  let response: Response;
  try {
    response = await next();
  } finally {
    context.set(servicesContext, services);
    context.set(csrfTokenContext, token);
    context.set(freshKeyMarkContext, null);
  }
  const type = response.headers.get('content-type') ?? '';
  const rendered: Entry = { ...split(Buffer.from(await response.arrayBuffer())), status: response.status, headers: [...response.headers], expires };
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
 * The signed-in pages the cache keeps: every portal page a member reads,
 * each showing only what the provider reads from versioned tables (the payment methods too: the
 * provider lists them from its own table, the gateway only holds the numbers), the request
 * (address, language, cookies, the session with its selections) and the clock to the minute.
 * What a render prints to be unique — the nonce, the CSRF token, the pay and courier forms' keys
 * (app/fresh-key.server.ts) — is a placeholder, and each answer gets its own. None of these pages
 * writes while it is read; one that did would be kept under the version read before its write, so
 * it would only ever be rendered again. Not the receiving desk (site administrators' work list),
 * nor files (PDF, CSV: not HTML, never kept).
 *
 * What a kept page may show that is older than its version: the reference lists each node keeps
 * for minutes (the catalogue's categories and sample types, the supplies catalogue, the
 * laboratories: app/cache.server.ts) — as stale as in a fresh render, plus at most the minute —
 * and a window that moves with the clock (the clients list's "new results this week"), at most a
 * minute behind.
 *
 * - CLIENT_PAGES, below /dashboard: the version call checks the token and the membership of the active client;
 * - USER_PAGES, the launchpad's: no client yet, so the version call checks the token and that the
 *   user is the session's own.
 */
const CLIENT_PAGES = new RegExp(
  '^/dashboard/(' +
    [
      'results(/group/[^/]+/sample/[^/]+(/analysis/[^/]+)?)?',
      'vintage-portal',
      'smoke-impact-report',
      'billing(/receipt|/payment-methods)?',
      'shop/(request-courier|order-supplies|order-analyses(/submissions(/[^/]+)?)?)',
      'teams-settings',
      'client-settings',
      'harvest',
    ].join('|') +
    ')$',
);
// Not user-settings: its list of sign-ins (tokens, outside the data version) changes without a version bump.
const USER_PAGES = /^\/launchpad\/(clients|new-client)$/;

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
const unsupported = perConfig(() => ({ client: 0, user: 0 }));

type Scope = { kind: 'client'; clientId: number } | { kind: 'user'; userId: number };

/** The data version for this sign-in and its client or user, or null (signed out, refused, a provider without the call, any failure). */
async function pageVersion(context: Context, scope: Scope): Promise<string | null> {
  const { clock, log } = context.get(servicesContext);
  // per scope: a provider with the client call but not the user call still has the client pages kept
  const off = unsupported(context);
  if (off[scope.kind] > clock.now().getTime()) return null;
  const path = scope.kind === 'client' ? `/clients/${scope.clientId}/page_version.json` : `/users/${scope.userId}/page_version.json`;
  try {
    // authRedirect: false: a refused token or client is only a miss here; the page's own calls then sign out or refuse.
    return (await providerClient(context).get(path, pageVersionResponse, { authRedirect: false, refusalIs403: true })).version;
  } catch (error) {
    const status = error instanceof ProviderError ? error.status : null;
    // A 404 about the client (gone, or never there) is only a miss; any other 404 is a provider
    // without the call (the user call has no other 404: the user is the token's own).
    if (status === 404 && !(scope.kind === 'client' && /client/i.test((error as ProviderError).message))) off[scope.kind] = clock.now().getTime() + UNSUPPORTED_MS;
    else if (status !== 401 && status !== 403) log.warn('page version unavailable', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** What the page belongs to, when it is one the cache keeps for this session; else null. */
function scopeOf(pathname: string, session: AppSession): Scope | null {
  const clientId = session.get('activeClientId');
  if (CLIENT_PAGES.test(pathname)) return typeof clientId === 'number' ? { kind: 'client', clientId } : null;
  const userId = session.get('user')?.id;
  if (USER_PAGES.test(pathname)) return typeof userId === 'number' ? { kind: 'user', userId } : null;
  return null;
}

/**
 * The signed-in page cache (module comment): on the dashboard layout, before the portal context,
 * and on each launchpad page it keeps.
 */
export const portalPageCache: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const services = context.get(servicesContext);
  const csrf = context.get(csrfTokenContext);
  const { session } = context.get(sessionContext);
  const scope = request.method === 'GET' && !services.dataRequest && !url.searchParams.has('lng') ? scopeOf(url.pathname, session) : null;
  const cacheable = scope !== null && SAFE_TOKEN.test(csrf) && !!session.get('token') && !session.has('flash');
  if (!cacheable) return next();
  const version = await pageVersion(context, scope);
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
