// Starts the API: builds the app from the environment, listens, and shuts down cleanly on SIGINT/SIGTERM.
import { buildApp } from './app.js';
import { configFromEnv } from './config.js';
import { WebhookOtpSender } from './modules/auth/sender.js';

async function main(): Promise<void> {
  const config = configFromEnv();
  const app = await buildApp({
    database: config.database,
    seedDemo: config.seedDemo,
    googleMapsKey: config.googleMapsKey,
    logger: { level: config.logLevel },
    trustProxyHops: config.trustProxyHops,
    // Without an otpSender buildApp uses the development sender (codes in dev_outbox and the log).
    ...(config.otpWebhook ? { otpSender: new WebhookOtpSender(config.otpWebhook) } : {}),
  });
  if (config.otpSender === 'dev' && process.env.NODE_ENV === 'production') {
    // Only reachable with ALLOW_DEV_SENDER=1 (configFromEnv refuses otherwise): say it loudly once.
    app.log.warn('ALLOW_DEV_SENDER=1: login codes are not sent; they are shown at /api/dev/outbox and in this log (demo deployment)');
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck close must not keep the process (and the PGlite lock) alive forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(() => process.exit(0), (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  const address = await app.listen({ host: config.host, port: config.port });
  console.log(`API listening on ${address} (database: ${app.databaseKind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
