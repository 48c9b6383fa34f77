/**
 * A fresh key per rendering of a form that must not be carried out twice (the pay form's order key,
 * the courier form's idempotency key): posted twice from one rendering
 * (a double click, Back and again) it is one order or one pickup.
 *
 * The signed-in page cache (app/page-cache.server.ts) renders a page it keeps with a placeholder
 * in its place (`freshKeyMarkContext`) and gives every answer of the kept page a key of its own,
 * as a render would, so two visitors' or two loads' forms never share one. One key per rendering:
 * a page that showed two such forms would give both the same key.
 */
import { randomBytes } from 'node:crypto';
import { createContext, type RouterContextProvider } from 'react-router';

/** Set by the page cache around a render it may keep: the placeholder printed instead of a key. */
export const freshKeyMarkContext = createContext<string | null>(null);

/** 24 letters, digits, - and _ (the contracts' keys are 16 to 64 of them). */
export const newFreshKey = (): string => randomBytes(18).toString('base64url');

export function freshKey(context: Readonly<RouterContextProvider>): string {
  return context.get(freshKeyMarkContext) ?? newFreshKey();
}
