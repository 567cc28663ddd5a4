// How e-mail leaves the API: the Mailer interface, SMTP through nodemailer, and the development mailer that keeps
// messages in the outbox (the same dev_outbox the OTP development sender uses, readable at GET /api/dev/outbox?to=).
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body (what the development outbox shows). */
  text: string;
  html?: string;
}

/** Delivers one message; a failure throws (the caller decides whether that undoes anything). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Mi Bodega Express <no-reply@mibodega.localhost>';

/**
 * Every message as nodemailer builds it: UTF-8, and quoted-printable text so a person (or a test) reading the raw
 * message sees the words, not base64.
 */
function envelope(from: string, message: MailMessage) {
  return {
    from, to: message.to, subject: message.subject, text: message.text, textEncoding: 'quoted-printable' as const,
    ...(message.html ? { html: message.html } : {}),
  };
}

export interface SmtpMailerOptions {
  from?: string;
  /** Milliseconds for connecting, the greeting and each socket wait: a stuck server must not hold the request. */
  timeoutMs?: number;
}

/** SMTP through nodemailer; the URL carries host, port, credentials and TLS (smtp://, smtps://, ?secure=...). */
export function smtpMailer(url: string, options: SmtpMailerOptions = {}): Mailer {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({ url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    async send(message) {
      await transport.sendMail(envelope(from, message));
    },
  };
}

/**
 * The development mailer: nothing leaves the machine. nodemailer still builds the whole message (so an address or
 * header it would refuse fails here too); the outbox row keeps the recipient and the plain text, which starts with
 * the subject line.
 */
export function devMailer(db: Kysely<DB>, options: { log?: FastifyBaseLogger; clock?: Clock; from?: string } = {}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const clock = options.clock ?? systemClock;
  return {
    async send(message) {
      const built = await transport.sendMail(envelope(from, message));
      const body = message.text.startsWith(message.subject) ? message.text : `${message.subject}\n\n${message.text}`;
      await db.insertInto('dev_outbox').values({
        recipient: message.to.trim().toLowerCase(), channel: 'EMAIL', code: '', body, created_at: clock.now(),
      }).execute();
      options.log?.info(`e-mail for ${message.to} kept in the development outbox (${built.messageId}): ${message.subject}`);
    },
  };
}

export interface MailSettings {
  /** SMTP_URL; unset means the development mailer. */
  smtpUrl?: string;
  /** MAIL_FROM, the From header of every message. */
  from: string;
}

/**
 * SMTP_URL and MAIL_FROM. The development mailer puts every message (claim copies with the consumer's data) where
 * anyone reaching /api/dev/outbox can read it, so with NODE_ENV=production and no SMTP_URL the server refuses to start
 * unless ALLOW_DEV_SENDER=1 says this is a demo deployment on purpose (the rule of the OTP development sender).
 */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (smtpUrl) {
    let url: URL;
    try {
      url = new URL(smtpUrl);
    } catch {
      throw new Error('SMTP_URL must be an absolute URL such as smtps://user:password@mail.example.com:465');
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}"`);
    return { smtpUrl, from };
  }
  if (env.NODE_ENV === 'production' && env.ALLOW_DEV_SENDER !== '1') {
    throw new Error('Refusing to start: NODE_ENV=production without SMTP_URL would keep every e-mail (claim copies included) '
      + 'in the development outbox. Set SMTP_URL, or ALLOW_DEV_SENDER=1 for a demo deployment.');
  }
  return { from };
}

/** The mailer the environment asks for (throws on the production refusal above). */
export function mailerFromEnv(env: NodeJS.ProcessEnv, db: Kysely<DB>, log?: FastifyBaseLogger): Mailer {
  const settings = mailSettingsFromEnv(env);
  return settings.smtpUrl ? smtpMailer(settings.smtpUrl, { from: settings.from }) : devMailer(db, { from: settings.from, ...(log ? { log } : {}) });
}
