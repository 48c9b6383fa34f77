/**
 * Old paths of the public site (document 1 §2, document 3 §2) answer 301 with the new path,
 * keeping the query string: /library → /publications, /library/{id} →
 * /publications/publication/{id}, /about-us/people → home (the specification says so).
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/public-redirects';

const TARGETS: Record<string, string> = {
  '/library': '/publications',
  '/about-us/people': '/',
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  let target = TARGETS[path];
  if (!target) {
    const id = path.match(/^\/library\/(\d{1,9})$/)?.[1];
    if (!id) throw data({ message: 'not-found' }, { status: 404 });
    target = `/publications/publication/${id}`;
  }
  return redirect(target + url.search, 301);
}
