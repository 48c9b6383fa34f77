/**
 * A page's content that fails to load costs its own section, never the page (document 1 §8): the
 * loader takes the fallback value, logs why and names the fallback key in its data's `loadErrors`,
 * which the root shows as an error toast (root.tsx).
 */
import type { RouterContextProvider } from 'react-router';
import { servicesContext } from '../context.ts';

export async function orFallback<T>(
  context: Readonly<RouterContextProvider>, load: Promise<T>, fallback: T, key: string, loadErrors: string[], opts: { passOn?: (error: unknown) => boolean } = {},
): Promise<T> {
  try {
    return await load;
  } catch (error) {
    // an answer the page gives instead (a thrown 404 page) is not a failure to load
    if (opts.passOn?.(error)) throw error;
    context.get(servicesContext).log.warn('content unavailable', { key, error: (error as Error).message });
    loadErrors.push(key);
    return fallback;
  }
}
