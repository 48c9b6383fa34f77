/**
 * Old paths of the public site (document 1 §2, document 3 §2) answer 301 with the new path,
 * keeping the query string. One module serves every old path (see the `redirect-*` ids in
 * routes.ts): /home → home, the catalogue's old addresses, /analyses/{id} →
 * /analyses/analysis/{id}, /library → /publications, /library/{id} →
 * /publications/publication/{id}, /about-us/people → home (the specification says so).
 *
 * A path under those prefixes that names nothing (/analyses/pesticide-panel) is the site's 404
 * page: the module has a component so the root error boundary renders it, not a bare JSON body.
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/old-paths';

const TARGETS: Record<string, string> = {
  '/home': '/',
  '/analyses': '/analyses/all-analyses',
  '/analyses/analysis/all-analyses': '/analyses/all-analyses',
  '/analyses/exports': '/analyses/exporting',
  '/analyses/analysis/exporting': '/analyses/exporting',
  '/library': '/publications',
  '/about-us/people': '/',
};

const PATTERNS: [RegExp, (id: string) => string][] = [
  [/^\/analyses\/(\d{1,9})$/, (id) => `/analyses/analysis/${id}`],
  [/^\/library\/(\d{1,9})$/, (id) => `/publications/publication/${id}`],
];

export function newPath(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (TARGETS[path]) return TARGETS[path];
  for (const [pattern, to] of PATTERNS) {
    const id = path.match(pattern)?.[1];
    if (id) return to(id);
  }
  return null;
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = newPath(url.pathname);
  if (!target) throw data({ message: 'not-found' }, { status: 404 });
  return redirect(target + url.search, 301);
}

/** Never rendered: the loader always redirects or throws the 404. */
export default function OldPath() {
  return null;
}
