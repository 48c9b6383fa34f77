/**
 * The one rule for a redirect target a visitor chose (`redirectTo`, `returnTo`): every page that
 * puts one into a Location header takes it through `safeRedirect`, and so does the login page's
 * hidden field (this module has no server code, so the browser bundle can carry it).
 *
 * A target is kept only when it is a path on this site, and is answered in the form a Location
 * header can carry: the URL parser's serialization, percent-encoded ASCII (a raw `/。` would make
 * the Headers object throw, a 500). What makes it refused (null, the caller's safe default):
 *
 * - not a string, not starting with `/`, or longer than MAX_REDIRECT_LENGTH (a truncated target
 *   would be another page, or half a percent escape);
 * - a control character (CR/LF would split the header; a tab or newline the URL parser drops,
 *   `/\t/evil.example` would become `//evil.example`);
 * - another origin once parsed: `//evil.example`, `/\evil.example` (a backslash is a slash in an
 *   http URL);
 * - a path that becomes protocol-relative once its dot segments are resolved (`/.//evil.example`,
 *   `/a/..//evil.example`): the answer is the resolved form, so that must not start with `//`;
 * - the sign-in pages themselves (a redirect back to /login after signing in goes round), however
 *   they are written (`/LOGIN`, `/%6cogin`: the router matches them all).
 */
export const MAX_REDIRECT_LENGTH = 2000;

const BASE = 'http://site.invalid';

export function safeRedirect(to: FormDataEntryValue | string | null | undefined): string | null {
  if (typeof to !== 'string' || !to.startsWith('/') || to.length > MAX_REDIRECT_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(to)) return null;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname + url.search + url.hash;
  if (path.startsWith('//') || path.startsWith('/\\') || path.length > MAX_REDIRECT_LENGTH) return null;
  if (SIGN_IN_PAGE.test(decodedPath(url.pathname))) return null;
  return path;
}

/** The sign-in pages as the router matches them: in any letter case, percent escapes decoded (`/LOGIN`, `/%6cogin`). */
const SIGN_IN_PAGE = /^\/(login|logout|signup)(\/|$)/i;

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname; // a stray `%`: the router matches it as it is
  }
}

/** `safeRedirect`, kept only when the target is `prefix` itself or a page, query or fragment under it. */
export function safeRedirectUnder(prefix: string, to: FormDataEntryValue | string | null | undefined): string | null {
  const path = safeRedirect(to);
  if (path === null) return null;
  return path === prefix || (path.startsWith(prefix) && ['/', '?', '#'].includes(path.charAt(prefix.length))) ? path : null;
}
