/** Contract of the global search (document 1 §7 "Search"): GET /search?q= and its hits. */
import { z } from 'zod';

/** Longest search term the provider accepts (a longer one is refused with a clear message). */
export const MAX_SEARCH = 200;

/** The kinds of location a search hit names: a laboratory (primary or satellite) or a sample dropbox. */
export const SEARCH_LOCATION_TYPES = ['laboratory', 'dropbox'] as const;
export type SearchLocationType = (typeof SEARCH_LOCATION_TYPES)[number];
export const SEARCH_INDEXES = ['content-page', 'publication', 'people', 'analyses', 'location', 'search-sym-link'] as const;
export type SearchIndex = (typeof SEARCH_INDEXES)[number];

/** GET /search?q= */
export const searchQuery = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= MAX_SEARCH, `q must be at most ${MAX_SEARCH} characters`),
});
export const searchHit = z.object({
  _index: z.enum(SEARCH_INDEXES),
  _id: z.string(),
  _score: z.number(),
  /**
   * ours (the specification does not show it): what a result needs to be listed and linked;
   * a location's excerpt is its address and `locationType` its kind (the site names it)
   */
  _source: z.object({ title: z.string(), url: z.string(), excerpt: z.string(), locationType: z.enum(SEARCH_LOCATION_TYPES).optional() }),
});
export type SearchHit = z.infer<typeof searchHit>;
export const searchAnswer = z.object({ q: z.string(), total: z.number().int(), hits: z.array(searchHit) });
export type SearchAnswer = z.infer<typeof searchAnswer>;
