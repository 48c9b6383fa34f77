/**
 * The publications list's rules (document 3 §4): the search matches the title or the
 * description as a case-insensitive substring, or the category name by every space-separated
 * word of the term. Sorting: newest and oldest are keyed by the reviewed date (the
 * specification does not say; the reviewed date is what the cards and the detail show),
 * alphabetical by title.
 */
export const PUBLICATION_SORTS = ['newest', 'oldest', 'alphabetical'] as const;
export type PublicationSort = (typeof PUBLICATION_SORTS)[number];

export interface PublicationLike {
  id: number;
  title: string;
  description: string;
  categoryId: number;
  categoryName?: string | null;
  reviewedAt: string;
}

export function matchesPublication(p: PublicationLike, term: string, categoryName: string | null | undefined): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  if (p.title.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle)) return true;
  const category = (categoryName ?? '').toLowerCase();
  const words = needle.split(/\s+/).filter(Boolean);
  return category !== '' && words.every((w) => category.includes(w));
}

export function filterPublications<P extends PublicationLike>(
  list: P[],
  opts: { term?: string; categoryId?: number | null; sort?: PublicationSort },
  categoryNames: Map<number, string>,
): P[] {
  const out = list.filter(
    (p) => (!opts.categoryId || p.categoryId === opts.categoryId) && matchesPublication(p, opts.term ?? '', p.categoryName ?? categoryNames.get(p.categoryId)),
  );
  const sort = opts.sort ?? 'newest';
  return out.sort((a, b) =>
    sort === 'alphabetical' ? a.title.localeCompare(b.title) : sort === 'oldest' ? a.reviewedAt.localeCompare(b.reviewedAt) || a.id - b.id : b.reviewedAt.localeCompare(a.reviewedAt) || b.id - a.id,
  );
}
