/**
 * Where the strings live: `locales/{lng}.json` holds everything the public site and the shell
 * need; `locales/{lng}.portal.json` the sections only the signed-in portal uses (dashboard,
 * launchpad, results, billing, courier, supplies, user settings…). The server has both; the
 * browser downloads the portal part only on portal pages, so public pages stay within their
 * JavaScript budget.
 */
export function isPortalPath(pathname: string): boolean {
  return /^\/(dashboard|launchpad|users|my-profile)(\/|$)/.test(pathname);
}

type Tree = { [key: string]: string | Tree };

export async function loadStrings(lng: 'en' | 'de', part: 'site' | 'portal'): Promise<Tree> {
  if (part === 'portal') return (lng === 'de' ? await import('./locales/de.portal.json') : await import('./locales/en.portal.json')).default as Tree;
  return (lng === 'de' ? await import('./locales/de.json') : await import('./locales/en.json')).default as Tree;
}
