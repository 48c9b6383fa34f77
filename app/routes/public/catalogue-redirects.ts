/**
 * Old paths of the home page and the analyses catalogue (document 1 §2) answer 301 with the
 * new path, keeping the query string. One module serves every old path (see routes.ts ids).
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/catalogue-redirects';

const TARGETS: Record<string, string> = {
  '/home': '/',
  '/analyses': '/analyses/all-analyses',
  '/analyses/analysis/all-analyses': '/analyses/all-analyses',
  '/analyses/exports': '/analyses/exporting',
  '/analyses/analysis/exporting': '/analyses/exporting',
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  let target = TARGETS[path];
  if (!target) {
    // /analyses/{id} → /analyses/analysis/{id}; anything but a numeric id is not a page.
    const id = path.match(/^\/analyses\/(\d{1,9})$/)?.[1];
    if (!id) throw data({ message: 'not-found' }, { status: 404 });
    target = `/analyses/analysis/${id}`;
  }
  return redirect(target + url.search, 301);
}
