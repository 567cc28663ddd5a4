// The per-address search counts (lib/rate-limit.ts SharedHitCounts) as app.searchHits: flushed to the database every
// SEARCH_LIMIT_FLUSH_MS while the app runs, and once more when it closes (before the database does).
import fp from 'fastify-plugin';
import { SharedHitCounts } from '../lib/rate-limit.js';
import { wholeNumberFromEnv } from '../lib/env.js';

declare module 'fastify' {
  interface FastifyInstance {
    searchHits: SharedHitCounts;
  }
}

export interface SearchHitsPluginOptions {
  /** Milliseconds between flushes; default SEARCH_LIMIT_FLUSH_MS or 100. */
  flushMs?: number;
}

export default fp<SearchHitsPluginOptions>(async (app, options) => {
  const flushMs = options.flushMs ?? wholeNumberFromEnv(process.env, 'SEARCH_LIMIT_FLUSH_MS', 100, { min: 10, max: 10_000 });
  const counts = new SharedHitCounts(app.db, app.clock, 'search', { flushMs, log: app.log });
  app.decorate('searchHits', counts);
  app.addHook('onReady', async () => counts.start());
  // onClose hooks run last-registered first: this one before the db plugin's, which closes the database.
  app.addHook('onClose', async () => counts.close());
}, { name: 'search-hits', dependencies: ['db', 'session'] });
