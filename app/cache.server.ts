/**
 * A small in-memory TTL cache for provider data the specification says may be cached
 * (analyses 5 min, categories 10 min, notifications 3 min per user, …). Concurrent misses
 * for one key share one load; if it fails, each request that joined it makes its own.
 * Entries past `maxEntries` evict the oldest.
 */
import type { RouterContextProvider } from 'react-router';
import { servicesContext } from './context.ts';
export class TtlCache<V> {
  private entries = new Map<string, { value: Promise<V>; expires: number }>();
  constructor(
    private ttlMs: number,
    private maxEntries = 500,
    private now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const t = this.now();
    // A load that fails is not shared: a request that joined it tries once with its own load, so
    // its own failure is its own (marked in its own context as a fallback, app/page-fallback.ts,
    // and logged with its own request), not another request's rejection taken for an answer.
    if (hit && hit.expires > t) return hit.value.catch(() => load());
    const value = load();
    this.entries.set(key, { value, expires: t + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every key that starts with `prefix` (e.g. one user's entries). */
  deletePrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * What `make` builds (a cache, or a set of them), once per app configuration: `perConfig(make)`
 * gives a function from a request's context to its configuration's value. Two apps in one process
 * (the several-nodes tests; the integration tests, which share one module graph) never answer
 * from each other's caches, so a test's provider never sees another's data
 * (signed-out notifications and laboratories cached per module would leak an empty list from
 * one test file's app into the next file's header test). In production there is one.
 */
export function perConfig<T>(make: () => T): (context: Readonly<RouterContextProvider>) => T {
  const byConfig = new WeakMap<object, T>();
  return (context) => {
    const { config } = context.get(servicesContext);
    let value = byConfig.get(config);
    if (value === undefined) byConfig.set(config, (value = make()));
    return value;
  };
}
