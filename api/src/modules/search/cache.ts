// A short-lived in-process cache of search outcomes (the ranked ids of one page, the total, the age flag, the keywords),
// per database. Rankings may be a few seconds stale — never prices, availability flags or cart counts: records are built
// per request from the ids (products/record.ts). Expiry is by time only, so any number of API instances stay correct
// without telling each other anything: a change to the catalogue shows in every instance's searches within the TTL.
// Concurrent misses of one key share one database search (20 shoppers typing "cafe" cost one ranking, not 20).
import { SEARCH_CACHE_MAX_ENTRIES, SEARCH_CACHE_TTL_MS } from './limits.js';

interface Entry<T> { expiresAt: number; value: Promise<T> }

export class SearchCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly ttlMs = SEARCH_CACHE_TTL_MS, private readonly maxEntries = SEARCH_CACHE_MAX_ENTRIES) {}

  /** The cached outcome of `key`, or `compute()`'s (shared by the callers that ask while it runs; failures are not kept). */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);
    const value = compute();
    const entry: Entry<T> = { expiresAt: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.evict(now);
    return value;
  }

  /** Drops expired entries, then the oldest ones (Map order = insertion order) down to the limit. */
  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}

const caches = new WeakMap<object, SearchCache<unknown>>();

/** The cache of one database (tests and the bench open several; their catalogues differ). */
export function searchCacheOf<T>(db: object): SearchCache<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SearchCache<unknown>();
    caches.set(db, cache);
  }
  return cache as SearchCache<T>;
}
