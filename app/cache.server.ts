/**
 * A small in-memory TTL cache for provider data the specification says may be cached
 * (analyses 5 min, categories 10 min, notifications 3 min per user, …). Concurrent misses
 * for one key share one load. Entries past `maxEntries` evict the oldest.
 */
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
    if (hit && hit.expires > t) return hit.value;
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
