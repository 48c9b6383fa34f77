/**
 * The analyses list's filters (document 1 §4): they live in the URL (`q`, `matrix`,
 * `collection`, `category`, `page`) and persist across visits in a cookie. A visit with no
 * filter in the URL restores the remembered ones (a redirect, so the URL still tells the
 * state); the chips and the all-categories reset (`?reset=1`) change what is remembered.
 * Bad input never fails the page: unknown ids are dropped, the phrase is cut, the page clamped.
 */
import { createCookie } from 'react-router';
import { MAX_PHRASE } from '../../contract/analyses-limits.ts';
import { FILTER_KEYS, type ListFilters, MAX_PAGE } from './analyses-filters.ts';

export { PAGE_SIZE, MAX_PAGE, FILTER_KEYS, type ListFilters, isEmpty, listHref } from './analyses-filters.ts';

export const filtersCookie = createCookie('analyses_filters', {
  path: '/analyses',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 180 * 24 * 3600,
});

function id(raw: unknown, known?: ReadonlySet<number>): number | undefined {
  const s = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  if (!/^\d{1,9}$/.test(s)) return undefined;
  const n = Number(s);
  return n > 0 && (!known || known.has(n)) ? n : undefined;
}

/** Cleans a phrase: control characters become spaces, whitespace collapses, at most MAX_PHRASE characters. */
export function cleanPhrase(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_PHRASE).trim();
}

export function parseFilters(
  source: { get(key: string): unknown },
  known: { matrices: ReadonlySet<number>; collections: ReadonlySet<number>; categories: ReadonlySet<number> },
): ListFilters {
  return {
    q: cleanPhrase(source.get('q')),
    matrix: id(source.get('matrix'), known.matrices),
    collection: id(source.get('collection'), known.collections),
    category: id(source.get('category'), known.categories),
  };
}

export function parsePage(raw: string | null): number {
  if (!raw || !/^\d{1,7}$/.test(raw.trim())) return 1;
  return Math.min(Math.max(1, Number(raw)), MAX_PAGE);
}

/** Whether the URL says which filters to use (else the remembered ones apply). */
export function urlHasFilters(params: URLSearchParams): boolean {
  return [...FILTER_KEYS, 'page', 'reset'].some((k) => params.has(k));
}

export async function rememberedFilters(cookieHeader: string | null): Promise<Record<string, unknown>> {
  try {
    const value = await filtersCookie.parse(cookieHeader);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
