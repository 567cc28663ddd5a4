// The app's e-mail outbox (lib/mail-outbox.ts): app.mailOutbox queues through enqueueMail and is kicked after a response
// that queued something; it also polls for retries and for what another instance left, and stops with the app.
import fp from 'fastify-plugin';
import { devMailer, type Mailer } from '../lib/mailer.js';
import { MailOutbox } from '../lib/mail-outbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

export interface MailOutboxPluginOptions {
  /** Sends the messages; without one, the development mailer (dev_outbox, GET /api/dev/outbox?to=). */
  mailer?: Mailer;
  /** Milliseconds between looks for due messages (default 30 s; 0 = only when kicked). */
  pollMs?: number;
}

export default fp<MailOutboxPluginOptions>(async (app, options) => {
  const mailer = options.mailer ?? devMailer(app.db, { log: app.log, clock: app.clock });
  const outbox = new MailOutbox({ db: app.db, mailer, clock: app.clock, log: app.log, ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }) });
  app.decorate('mailOutbox', outbox);
  app.addHook('onReady', async () => {
    outbox.start();
    // Whatever was left when the last instance stopped goes out now, not a poll later.
    void outbox.kick();
  });
  app.addHook('preClose', async () => outbox.stop());
}, { name: 'mail-outbox', dependencies: ['db', 'session'] });
