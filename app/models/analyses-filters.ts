/** The analyses list's filters as the URL carries them (shared by the loader and the page). */

export const PAGE_SIZE = 25;
export const MAX_PAGE = 100_000;

export interface ListFilters {
  q: string;
  matrix?: number;
  collection?: number;
  category?: number;
}

export const FILTER_KEYS = ['q', 'matrix', 'collection', 'category'] as const;

export function isEmpty(f: ListFilters): boolean {
  return !f.q && f.matrix === undefined && f.collection === undefined && f.category === undefined;
}

/** The list URL for a set of filters (only what is set); no filter at all is the explicit reset. */
export function listHref(f: ListFilters, page = 1): string {
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  for (const key of ['matrix', 'collection', 'category'] as const) if (f[key] !== undefined) params.set(key, String(f[key]));
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return `/analyses/all-analyses?${qs || 'reset=1'}`;
}
