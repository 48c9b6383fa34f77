/**
 * The results list's filters in the URL (document 2 §2): view, search, dates, specification, page,
 * size, sort.
 * Shared by the results page and the details pages' "Go back"; no server code,
 * so the pages' components may use it.
 */
import { RESULT_SORTS, SPEC_FILTERS } from '../../contract/results.ts';

export const SAMPLES_PAGE_SIZES = [50, 100, 150] as const;
export const ANALYSES_PAGE_SIZES = [50, 100] as const;

export interface ResultsFilters {
  view: 'samples' | 'analyses';
  q: string;
  from: string;
  to: string;
  page: number;
  size: number;
  sort: string;
  dir: 'asc' | 'desc';
  /** against the samples' house specifications: '' all, 'fail' out of specification, 'warning' warning or fail */
  spec: '' | (typeof SPEC_FILTERS)[number];
}

/** The filters of a results URL; anything unknown falls back to the default. */
export function readFilters(url: URL): ResultsFilters {
  const sp = url.searchParams;
  const view = sp.get('view') === 'analyses' ? 'analyses' : 'samples';
  const sizes: readonly number[] = view === 'samples' ? SAMPLES_PAGE_SIZES : ANALYSES_PAGE_SIZES;
  const size = Number(sp.get('size'));
  const page = Number(sp.get('page'));
  const sort = sp.get('sort') ?? '';
  return {
    view,
    q: (sp.get('q') ?? '').trim().slice(0, 200),
    from: (sp.get('from') ?? '').trim().slice(0, 20),
    to: (sp.get('to') ?? '').trim().slice(0, 20),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    size: sizes.includes(size) ? size : view === 'samples' ? 50 : 100,
    // An unknown sort name falls back to the default (logged, newest first).
    sort: (RESULT_SORTS as readonly string[]).includes(sort) ? sort : 'logged_at',
    dir: sp.get('dir') === 'asc' ? 'asc' : 'desc',
    spec: (SPEC_FILTERS as readonly string[]).includes(sp.get('spec') ?? '') ? (sp.get('spec') as ResultsFilters['spec']) : '',
  };
}

export function filtersQuery(f: ResultsFilters, change: Partial<ResultsFilters> = {}): string {
  const all = { ...f, ...change };
  const sp = new URLSearchParams();
  if (all.view === 'analyses') sp.set('view', 'analyses');
  if (all.q) sp.set('q', all.q);
  if (all.from) sp.set('from', all.from);
  if (all.to) sp.set('to', all.to);
  if (all.spec) sp.set('spec', all.spec);
  if (all.page > 1) sp.set('page', String(all.page));
  const defaultSize = all.view === 'samples' ? 50 : 100;
  if (all.size !== defaultSize) sp.set('size', String(all.size));
  if (all.view === 'analyses' && all.sort !== 'logged_at') sp.set('sort', all.sort);
  if (all.dir !== 'desc') sp.set('dir', all.dir);
  const s = sp.toString();
  return s ? `?${s}` : '';
}

/**
 * Where "Go back" on sample and analysis details returns: the results list
 * with the search, filters, sort and page the user came from. The list's links carry them as
 * `back` (its query string); it is re-read through `readFilters`, so only results filters pass.
 */
export function resultsBackHref(back: string | null | undefined): string {
  if (!back) return '/dashboard/results';
  return `/dashboard/results${filtersQuery(readFilters(new URL(`http://x/dashboard/results?${back.replace(/^\?/, '').slice(0, 1000)}`)))}`;
}

/** A details path with the list's `back` query. */
export function withBack(path: string, back: string, extra: Record<string, string> = {}): string {
  const sp = new URLSearchParams(extra);
  if (back) sp.set('back', back.replace(/^\?/, ''));
  const qs = sp.toString();
  return qs ? `${path}?${qs}` : path;
}

