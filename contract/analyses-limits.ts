/**
 * The catalogue contract's constants, without zod, so pages can use them without shipping
 * the schema library to the browser.
 */

/** Longest search phrase the provider accepts; the app cuts longer input to this. */
export const MAX_PHRASE = 200;
/** Largest page the provider answers in one call. */
export const MAX_LIMIT = 200;

export const CHEATSHEETS = ['most-popular', 'complete-list'] as const;
export type CheatsheetName = (typeof CHEATSHEETS)[number];

/** Seconds of freshness (document 1 §9), sent as Cache-Control and used by the app's caches. */
export const FRESHNESS = {
  analyses: 300,
  analysis: 300,
  categories: 600,
  collections: 300,
  matrices: 600,
  countries: 60,
  publications: 600,
} as const;
