// How one-time codes reach people: the sender interface, and the development sender that keeps them in an outbox.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';

export type OtpChannel = 'SMS' | 'EMAIL';

export interface OtpMessage {
  /** '+51987654321' for SMS, a lower-case address for EMAIL. */
  to: string;
  channel: OtpChannel;
  code: string;
  /** The whole text, already in the shopper's language. */
  body: string;
}

/** Delivers one code. A failure (thrown) makes the request answer 502 error.otp.sendFailed and withdraws the code. */
export interface OtpSender {
  send(message: OtpMessage): Promise<void>;
}

/**
 * The development sender: nothing leaves the machine. Codes go to the dev_outbox table (so every
 * API instance shows them at GET /api/dev/outbox) and to the server log.
 */
export class DevOtpSender implements OtpSender {
  constructor(private readonly db: Kysely<DB>, private readonly log: FastifyBaseLogger, private readonly clock: Clock) {}

  async send(message: OtpMessage): Promise<void> {
    await this.db.insertInto('dev_outbox').values({
      recipient: message.to, channel: message.channel, code: message.code, body: message.body, created_at: this.clock.now(),
    }).execute();
    this.log.info(`OTP for ${message.to}: ${message.code}`);
  }
}

export interface OutboxEntry { to: string; channel: OtpChannel; code: string; body: string; createdAt: string }

/** Newest first. `to` matches exactly; digits only (a '+' that a query string turned into a space) match the end of a phone. */
export async function readOutbox(db: Kysely<DB>, to: string, limit = 50): Promise<OutboxEntry[]> {
  const wanted = to.trim().toLowerCase();
  const base = db.selectFrom('dev_outbox').select(['recipient', 'channel', 'code', 'body', 'created_at']);
  const query = /^\+?[0-9]{6,15}$/.test(wanted)
    ? base.where('recipient', 'like', `%${wanted.replace(/^\+/, '')}`).where('channel', '=', 'SMS')
    : base.where('recipient', '=', wanted);
  const rows = await query.orderBy('created_at', 'desc').orderBy('dev_outbox_id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ to: r.recipient, channel: r.channel, code: r.code, body: r.body, createdAt: r.created_at.toISOString() }));
}

export interface WebhookSenderOptions {
  /** Where each message is POSTed as JSON {to, channel, body}. */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  timeoutMs?: number;
}

/**
 * The production sender: POSTs each message to an HTTPS endpoint of the operator's choice (an SMS / e-mail provider's
 * API, or a small relay in front of one). Anything but a 2xx answer within the timeout is a failed delivery.
 */
export class WebhookOtpSender implements OtpSender {
  constructor(private readonly options: WebhookSenderOptions) {}

  async send(message: OtpMessage): Promise<void> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, channel: message.channel, body: message.body }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
    });
    // Drain the body so the connection is reused, whatever the status.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`OTP webhook answered ${response.status}`);
  }
}
