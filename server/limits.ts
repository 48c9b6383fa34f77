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

/**
 * At most `max` holders at once; the others wait their turn, first come first served.
 * The page handler renders under it: a page being rendered holds its loader data, React's render
 * and its HTML in memory, and 50 of them interleaved on one thread made every one of them slow
 * enough for all of it to outlive V8's young generation (RSS ~900 MB after the bench). A page
 * waiting its turn holds only its request. `acquire` answers false when `signal` aborted while
 * waiting (the visitor went away): the caller then does nothing and must not release.
 */
export class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(readonly max: number) {}

  async acquire(signal?: AbortSignal): Promise<boolean> {
    if (this.active < this.max && !this.waiting.length) {
      this.active++;
      return true;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (signal?.aborted) {
      this.release();
      return false;
    }
    return true;
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next(); // the slot passes straight to the next in line
    else this.active--;
  }

  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
