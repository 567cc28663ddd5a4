// Builds the Fastify instance with its plugins and routes; it never listens (server.ts does, tests use inject).
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Database, DatabaseOptions } from './db/database.js';
import i18n from './plugins/i18n.js';
import errors, { clientErrorHandler, frameworkErrorHandler } from './plugins/errors.js';
import security from './plugins/security.js';
import swagger from './plugins/swagger.js';
import dbPlugin from './plugins/db.js';
import sessionPlugin from './plugins/session.js';
import mailOutboxPlugin from './plugins/mail-outbox.js';
import searchHitsPlugin from './plugins/search-hits.js';
import { systemClock, type Clock } from './lib/clock.js';
import { trustProxyHops } from './lib/trust-proxy.js';
import { refusingControlCharacters } from './lib/schemas.js';
import { JSON_BODY_LIMIT, readBodyWithin } from './lib/request-body.js';
import { AppError } from './lib/errors.js';
import systemRoutes from './modules/system/routes.js';
import countryRoutes from './modules/countries/routes.js';
import metadataRoutes from './modules/metadata/routes.js';
import catalogueRoutes from './modules/catalogue/routes.js';
import sitemapRoutes from './modules/sitemap/routes.js';
import imageRoutes from './modules/images/routes.js';
import authRoutes from './modules/auth/routes.js';
import customerRoutes from './modules/customers/routes.js';
import consentRoutes from './modules/consents/routes.js';
import addressRoutes from './modules/addresses/routes.js';
import storeRoutes from './modules/stores/routes.js';
import orderRoutes from './modules/orders/routes.js';
import cartRoutes from './modules/cart/routes.js';
import productRoutes from './modules/products/routes.js';
import searchRoutes from './modules/search/routes.js';
import comboRoutes from './modules/combos/routes.js';
import reviewRoutes from './modules/reviews/routes.js';
import claimRoutes from './modules/claims/routes.js';
import checkoutRoutes from './modules/checkout/routes.js';
import bannerRoutes from './modules/banners/routes.js';
import opsRoutes from './modules/ops/routes.js';
import type { OtpSender } from './modules/auth/sender.js';
import type { Mailer } from './lib/mailer.js';
import type { ClaimsRateLimits } from './modules/claims/limits.js';

export interface AppOptions {
  /** Connection settings, or an already open database (tests share one per file). */
  database: DatabaseOptions | Database;
  seedDemo?: boolean;
  googleMapsKey?: string;
  logger?: FastifyServerOptions['logger'];
  /** "now" for expiry, limits and store hours; tests pass a ManualClock. */
  clock?: Clock;
  /** Proxies in front of the API (nginx or the dev gateway: 1). */
  trustProxyHops?: number;
  /** Delivers one-time codes; without one, the development sender (outbox at GET /api/dev/outbox). */
  otpSender?: OtpSender;
  /** Sends e-mail (the claim copies) from the mail outbox; without one, the development mailer (dev_outbox, GET /api/dev/outbox?to=). */
  mailer?: Mailer;
  /** Searches per client address and minute (default SEARCH_PER_IP_PER_MINUTE or 60); benchmarks raise it. */
  searchPerMinute?: number;
  /** Milliseconds between writes of the search counts to the database (default SEARCH_LIMIT_FLUSH_MS or 100). */
  searchLimitFlushMs?: number;
  /** Milliseconds between the mail outbox's looks for due messages (default 30 s; 0: only when kicked, as tests drive it). */
  mailPollMs?: number;
  /** The complaints book's per-user limits; default from the environment (CLAIMS_CHALLENGES_PER_HOUR, CLAIMS_FILINGS_PER_HOUR). */
  claimsLimits?: Partial<ClaimsRateLimits>;
  /** Bearer token of the staff API (POST /api/ops/...); without one the ops routes do not exist. */
  opsToken?: string;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Behind nginx or the dev gateway (one hop): the client IP (OTP and guest limits) is the address that proxy
    // appended to X-Forwarded-For (see lib/trust-proxy.ts).
    trustProxy: trustProxyHops(options.trustProxyHops ?? 1),
    // The first start migrates and seeds the demo shop inside the db plugin: on a busy 2-core machine
    // with PGlite that has taken more than Fastify's default 10 s plugin timeout.
    pluginTimeout: 180_000,
    // Some of the pages' calls end their path with a slash (e.g. .../combo-offers/products/{id}/).
    routerOptions: { ignoreTrailingSlash: true },
    // Refusals before any route runs answer the shop's error body too (plugins/errors.ts).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Every query, path and body schema refuses control characters first (lib/schemas.ts), so no route can forget it.
  app.setValidatorCompiler<ZodType>((route) => validatorCompiler(route.httpPart === 'headers' ? route : { ...route, schema: refusingControlCharacters(route.schema) }));
  app.setSerializerCompiler(serializerCompiler);
  // Browsers' fetch() (unlike axios) keeps "Content-Type: application/json" on a DELETE without a body; Fastify's
  // parser refuses an empty JSON body. Empty means "no body"; anything else goes through the default parser
  // (which also guards against prototype poisoning). A body over the limit is read to its end before the 413
  // (lib/request-body.ts), so a proxy in front gets the answer instead of a broken connection.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    readBodyWithin(payload, JSON_BODY_LIMIT, (error, body) => {
      if (error || !body) {
        done(error ?? new AppError(400, 'error.request.invalid'), undefined);
        return;
      }
      const text = body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  });
  // No route takes plain text: such a body is refused (415) rather than parsed into a string no schema expects.
  app.removeContentTypeParser('text/plain');

  // Several instances behind nginx (tools/topology.mjs): API_INSTANCE_ID names the one that answered, so a test can
  // see the round robin. Unset (the default) sends nothing.
  const instanceId = process.env.API_INSTANCE_ID;
  if (instanceId) {
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(instanceId)) throw new Error(`API_INSTANCE_ID must be 1–32 of [A-Za-z0-9_-], got "${instanceId}"`);
    app.addHook('onRequest', async (_request, reply) => { reply.header('x-api-instance', instanceId); });
  }

  await app.register(i18n);
  await app.register(errors);
  await app.register(security);
  await app.register(swagger);
  await app.register(dbPlugin, { database: options.database, seedDemo: options.seedDemo ?? true });
  await app.register(sessionPlugin, { clock: options.clock ?? systemClock });
  await app.register(searchHitsPlugin, options.searchLimitFlushMs === undefined ? {} : { flushMs: options.searchLimitFlushMs });
  await app.register(mailOutboxPlugin, { mailer: options.mailer, ...(options.mailPollMs === undefined ? {} : { pollMs: options.mailPollMs }) });

  await app.register(systemRoutes);
  await app.register(countryRoutes);
  await app.register(metadataRoutes, { googleMapsKey: options.googleMapsKey ?? '' });
  await app.register(catalogueRoutes);
  await app.register(sitemapRoutes);
  await app.register(imageRoutes);
  await app.register(authRoutes, { otpSender: options.otpSender });
  await app.register(customerRoutes);
  await app.register(consentRoutes);
  await app.register(addressRoutes);
  await app.register(storeRoutes);
  await app.register(orderRoutes);
  await app.register(cartRoutes);
  await app.register(productRoutes);
  await app.register(searchRoutes, options.searchPerMinute === undefined ? {} : { perMinute: options.searchPerMinute });
  await app.register(comboRoutes);
  await app.register(reviewRoutes);
  await app.register(claimRoutes, options.claimsLimits ? { limits: options.claimsLimits } : {});
  await app.register(checkoutRoutes);
  await app.register(bannerRoutes);
  await app.register(opsRoutes, options.opsToken ? { opsToken: options.opsToken } : {});
  return app;
}
