// A short shared cache of the pages rendered for requests without a session cookie (first visits, crawlers, link
// previews): what such a page shows depends only on the address, the language, the kind of device, the app-banner
// cookie and the remotes deployed, never on a person, so one render serves everyone who asks for the same within a few
// seconds, and shoppers asking at the same moment wait on one render instead of each starting their own.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** What a cached page's HTML depends on besides nothing personal: every part goes into the key. */
export interface PageCacheKeyParts {
  /** The public origin (canonical and Open Graph URLs name it). */
  origin: string;
  /** Path and query as asked (the query holds ?lang= and a search's filters). */
  pathAndQuery: string;
  language: string;
  /** Whether the language was chosen (?lang= or the language cookie), which the hand-over tells the browser. */
  languageChosen: boolean;
  /** The device facts the shell renders by (phone or not, which app store). */
  device: string;
  /** Cookies without personal data that the render reads (the app banner closed). */
  cookies: Readonly<Record<string, string>>;
  /** remotes.json of this moment: a deploy or a rollback makes new keys, so it shows on the next request. */
  remotes: unknown;
}

export function pageCacheKey(parts: PageCacheKeyParts): string {
  const cookies = Object.entries(parts.cookies).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const remotes = createHash('sha256').update(JSON.stringify(parts.remotes)).digest('base64url');
  return JSON.stringify([parts.origin, parts.pathAndQuery, parts.language, parts.languageChosen, parts.device, cookies, remotes]);
}

export interface PageCacheOptions {
  /** How long a page is served from the cache; 0 turns the cache off. */
  ttlMs: number;
  /** The most HTML kept, in bytes (UTF-16 length as an estimate). */
  maxBytes: number;
}

export type PageCacheOutcome = 'hit' | 'miss' | 'off';

/**
 * Pages by key, each kept `ttlMs` from its render; the least recently used go first past `maxBytes`. A render that
 * fails, or a page with a part left to the browser because it failed, is not kept (the next request tries again); the
 * requests that waited on it get it all the same.
 */
export class PageCache<Page extends { html: string; complete: boolean }> {
  private readonly cache: LRUCache<string, Page, () => Promise<Page>> | null;

  constructor({ ttlMs, maxBytes }: PageCacheOptions) {
    this.cache = ttlMs > 0 && maxBytes > 0
      ? new LRUCache<string, Page, () => Promise<Page>>({
          ttl: ttlMs,
          // Age counts from the render, not from the last read: a page popular enough to be read constantly is still
          // rendered again every ttlMs, so a price change shows within that time.
          updateAgeOnGet: false,
          ttlAutopurge: false,
          maxSize: maxBytes,
          sizeCalculation: (page) => Math.max(1, page.html.length),
          // Concurrent requests for one key share this one render.
          fetchMethod: (_key, _stale, { context }) => context(),
          // A failed render is not cached and not served stale.
          allowStaleOnFetchRejection: false,
          noDeleteOnFetchRejection: false,
        })
      : null;
  }

  /** The page of `key`: from the cache, from a render already under way for it, or from `render`. */
  async get(key: string, render: () => Promise<Page>): Promise<{ page: Page; outcome: PageCacheOutcome }> {
    if (!this.cache) return { page: await render(), outcome: 'off' };
    const outcome: PageCacheOutcome = this.cache.has(key) ? 'hit' : 'miss';
    const page = await this.cache.fetch(key, { context: render });
    if (!page) throw new Error('the page could not be rendered');
    if (!page.complete && this.cache.peek(key) === page) this.cache.delete(key);
    return { page, outcome };
  }

  get size(): number {
    return this.cache?.size ?? 0;
  }
}
