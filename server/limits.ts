/**
 * What the HTTP shell lets in (server/http-shell.ts applies it) and whose address a request
 * counts against. Kept apart from server.ts so the rules are unit-tested without a server.
 */

/** Pages take GET and HEAD, and forms POST to route actions; nothing else reaches the router. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;
/** The provider API's verbs (no OPTIONS: there is no cross-origin use, so no CORS preflight). */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const KB = 1024;
export const MB = 1024 * KB;
/** Every form of the site (the longest is a contact message of a few thousand characters). */
export const FORM_LIMIT = 128 * KB;
/** JSON bodies of the API (a supply order or a positive-pay batch is a few KB). */
export const JSON_LIMIT = 1 * MB;
/** Chart uploads: up to four images of at most 5 MB each (the provider checks each file). */
export const UPLOAD_LIMIT = 21 * MB;

/** The only places files are uploaded: a godmode user replacing vintage chart images. */
const PAGE_UPLOADS = /^\/vintage-reports(\.data)?$/;
const API_UPLOADS = /^\/cms\/vintage-trends\/charts$/;

export function pageBodyLimit(pathname: string, contentType: string): number {
  return contentType === 'multipart/form-data' && PAGE_UPLOADS.test(pathname) ? UPLOAD_LIMIT : FORM_LIMIT;
}

/** `pathname` is the provider's own (without /api). */
export function apiBodyLimit(pathname: string, contentType: string): number {
  return contentType === 'multipart/form-data' && API_UPLOADS.test(pathname) ? UPLOAD_LIMIT : JSON_LIMIT;
}

/**
 * The caller's address. Behind `trustedProxies` proxies, each appends the address it saw to
 * X-Forwarded-For, so the client is the entry that many hops from the right of the chain
 * (… , client, proxy1 … proxyN-1) + the socket (proxyN). Entries further left were written by
 * the client itself and prove nothing. With no trusted proxy, the socket's address.
 */
export function clientIpFrom(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustedProxies: number): string {
  const socket = socketAddress ?? 'unknown';
  if (trustedProxies <= 0 || !forwardedFor) return socket;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  chain.push(socket);
  // The socket is the nearest proxy; the client is `trustedProxies` entries left of it.
  const index = chain.length - 1 - trustedProxies;
  return chain[Math.max(0, index)] ?? socket;
}
