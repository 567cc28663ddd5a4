// Starts the API: builds the app from the environment, listens, and shuts down cleanly on SIGINT/SIGTERM.
import { buildApp } from './app.js';
import { configFromEnv } from './config.js';
import { WebhookOtpSender } from './modules/auth/sender.js';
import { mailSettingsFromEnv, smtpMailer } from './lib/mailer.js';
import { opsTokenFromEnv } from './modules/ops/token.js';
import { findRepoRoot } from './lib/repo-root.js';

async function main(): Promise<void> {
  const config = configFromEnv();
  // Refuses NODE_ENV=production without SMTP_URL unless ALLOW_DEV_SENDER=1 (the OTP sender's rule).
  const mail = mailSettingsFromEnv(process.env);
  // Development without OPS_TOKEN: a fresh token in <repo>/.data/ops-token for `npm run ops`; production without it: no ops routes.
  const ops = opsTokenFromEnv(process.env, findRepoRoot());
  const app = await buildApp({
    database: config.database,
    seedDemo: config.seedDemo,
    googleMapsKey: config.googleMapsKey,
    logger: { level: config.logLevel },
    trustProxyHops: config.trustProxyHops,
    ...(ops ? { opsToken: ops.token } : {}),
    // Without an otpSender buildApp uses the development sender (codes in dev_outbox and the log).
    ...(config.otpWebhook ? { otpSender: new WebhookOtpSender(config.otpWebhook) } : {}),
    // Without a mailer buildApp uses the development mailer (e-mails in dev_outbox).
    ...(mail.smtpUrl ? { mailer: smtpMailer(mail.smtpUrl, { from: mail.from }) } : {}),
  });
  if (config.otpSender === 'dev' && process.env.NODE_ENV === 'production') {
    // Only reachable with ALLOW_DEV_SENDER=1 (configFromEnv refuses otherwise): say it loudly once.
    app.log.warn('ALLOW_DEV_SENDER=1: login codes are not sent; they are shown at /api/dev/outbox and in this log (demo deployment)');
  }
  if (!mail.smtpUrl && process.env.NODE_ENV === 'production') {
    app.log.warn('ALLOW_DEV_SENDER=1 without SMTP_URL: e-mails (claim copies) are not sent; they are kept in the development outbox (demo deployment)');
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

  if (ops?.writtenTo) app.log.info({ file: ops.writtenTo }, 'ops token for `npm run ops` written');
  else if (!ops) app.log.info('OPS_TOKEN not set: the staff ops routes are off');
  const address = await app.listen({ host: config.host, port: config.port });
  console.log(`API listening on ${address} (database: ${app.databaseKind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
