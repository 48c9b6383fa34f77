/**
 * Whether a page shows a fallback for a part that failed (a provider error answered with an empty
 * list, a "could not load" message): the signed-in page cache (app/page-cache.server.ts) puts a
 * holder in the context around a render it may keep, and never keeps a page that used one, so
 * one failed read is not answered again for the rest of the minute. Outside such a render: nothing.
 * Every provider call that fails marks it (app/models/provider.server.ts,
 * so a caller that softens a failure need not remember to; a 404 read with `find` is an answer),
 * and so does `optionalPart`, whatever made its part fail.
 */
import { createContext, type RouterContextProvider } from 'react-router';

export const pageFallbackContext = createContext<{ used: boolean } | null>(null);

export function markFallback(context: Readonly<RouterContextProvider>): void {
  const holder = context.get(pageFallbackContext);
  if (holder) holder.used = true;
}
