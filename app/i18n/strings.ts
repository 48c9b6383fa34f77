/**
 * Where the strings live: `locales/{lng}.json` holds what every page needs (the shell: header,
 * footer, menus, common words, form errors, sign-in, the messages that travel as keys);
 * `locales/{lng}.public.json` the sections only the public site's pages use (home, about,
 * publications, locations, soil, positive pay…); `locales/{lng}.portal.json` the sections only
 * the signed-in portal uses. The server has all three. The browser downloads the base part on
 * every page and besides it, on a public page the public part, on a portal page the portal's
 * core and the part of the page's area (app/i18n/portal-strings.json: billing, results,
 * settings…; each page ships only its strings): load-strings.ts. The root's client
 * middleware fetches what a client-side navigation needs before the new page renders.
 */
import groups from './portal-strings.json';

export function isPortalPath(pathname: string): boolean {
  return /^\/(dashboard|launchpad|users|my-profile)(\/|$)/.test(pathname);
}

/** The parts of the strings a page needs besides the base: 'public', or 'portal:core' and its area's ('portal:billing'). */
export function pageParts(pathname: string): string[] {
  if (!isPortalPath(pathname)) return ['public'];
  const areas = groups.areas.filter((a) => a.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)));
  return ['portal:core', ...areas.map((a) => `portal:${a.name}`)];
}
