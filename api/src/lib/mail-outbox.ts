// The durable e-mail outbox: a message is written (enqueueMail) in the transaction of what it reports, so it is never
// lost with a slow or absent mail server, and a deliverer sends it after the response, retrying with backoff. Any
// number of API instances may deliver at once: a deliverer takes a message with FOR UPDATE SKIP LOCKED and leases it
// (its next_attempt_at moves past the send's longest wait), so each message goes to one sender at a time; one that
// dies mid-send leaves the message to another once the lease ends (at least once, never lost).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { DB, MailOutbox as MailOutboxRow } from '../db/types.js';
import type { Clock } from './clock.js';
import type { MailMessage, Mailer } from './mailer.js';

/** What a message is for, and what happens to that row when it is sent or given up (inside the outbox's transaction). */
export interface MailPurposeHandler {
  sent?: (trx: Kysely<DB>, refId: number, at: Date) => Promise<void>;
  gaveUp?: (trx: Kysely<DB>, refId: number, at: Date) => Promise<void>;
}

/** Queues a message; call it with the transaction that stores what the message reports. */
export async function enqueueMail(db: Kysely<DB>, mail: { purpose: string; refId: number | null; message: MailMessage; now: Date }): Promise<number> {
  const row = await db.insertInto('mail_outbox').values({
    purpose: mail.purpose, ref_id: mail.refId, recipient: mail.message.to, subject: mail.message.subject, body_text: mail.message.text,
    body_html: mail.message.html ?? null, next_attempt_at: mail.now, created_at: mail.now,
  }).returning('mail_id').executeTakeFirstOrThrow();
  return Number(row.mail_id);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** 30 s after the first failure, doubling, at most an hour apart: 24 attempts span about 18 hours. */
export const defaultRetryDelay = (attempts: number): number => Math.min(30 * SECOND * 2 ** Math.max(0, attempts - 1), HOUR);

export interface MailOutboxOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often a deliverer looks for due messages (retries, and what another instance left); 0 = only when kicked. */
  pollMs?: number;
  /** How long a message taken for sending is kept from other deliverers: longer than a send can take (SMTP: 3 × 15 s). */
  leaseMs?: number;
  /** Attempts before a message is given up. */
  maxAttempts?: number;
  retryDelayMs?: (attempts: number) => number;
}

export const OUTBOX_DEFAULTS = { pollMs: 30 * SECOND, leaseMs: 5 * MINUTE, maxAttempts: 24 } as const;
/** Messages one run delivers at most before it yields to the next poll. */
const BATCH = 100;

type TakenMail = Pick<Selectable<MailOutboxRow>, 'purpose' | 'ref_id' | 'recipient' | 'subject' | 'body_text' | 'body_html'> & { mail_id: number; attempts: number };

export class MailOutbox {
  private readonly handlers = new Map<string, MailPurposeHandler>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: (attempts: number) => number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: MailOutboxOptions) {
    this.pollMs = options.pollMs ?? OUTBOX_DEFAULTS.pollMs;
    this.leaseMs = options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs;
    this.maxAttempts = options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts;
    this.retryDelayMs = options.retryDelayMs ?? defaultRetryDelay;
  }

  /** What to mark when a message of this purpose is sent or given up. */
  handle(purpose: string, handler: MailPurposeHandler): void {
    this.handlers.set(purpose, handler);
  }

  /** Starts polling (the timer does not keep the process alive). */
  start(): void {
    if (this.pollMs <= 0 || this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.kick(), this.pollMs);
    this.timer.unref();
  }

  /** Stops polling and waits for the delivery under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Delivers what is due now, in the background of whoever calls it (after a response): resolves when this run is over,
   * never rejects. A kick during a run makes the run look again before it ends.
   */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.deliverDue();
        } while (this.again && !this.stopped);
      } catch (error) {
        this.options.log.error({ err: error }, 'mail outbox: delivery run failed');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** Sends the messages due now, one at a time; answers how many were attempted. */
  async deliverDue(): Promise<number> {
    let attempted = 0;
    while (attempted < BATCH && !this.stopped) {
      const mail = await this.take();
      if (!mail) break;
      attempted += 1;
      await this.deliver(mail);
    }
    return attempted;
  }

  /** The oldest due message no other deliverer holds, leased to this one. */
  private async take(): Promise<TakenMail | undefined> {
    const now = this.options.clock.now();
    return this.options.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('mail_outbox')
        .select(['mail_id', 'purpose', 'ref_id', 'recipient', 'subject', 'body_text', 'body_html', 'attempts'])
        .where('sent_at', 'is', null).where('failed_at', 'is', null).where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at').orderBy('mail_id').limit(1)
        .forUpdate().skipLocked().executeTakeFirst();
      if (!row) return undefined;
      const attempts = row.attempts + 1;
      await trx.updateTable('mail_outbox').set({ attempts, next_attempt_at: new Date(now.getTime() + this.leaseMs) })
        .where('mail_id', '=', row.mail_id).execute();
      return { ...row, mail_id: Number(row.mail_id), ref_id: row.ref_id === null ? null : Number(row.ref_id), attempts };
    });
  }

  private async deliver(mail: TakenMail): Promise<void> {
    const { mailer, clock, log } = this.options;
    const message: MailMessage = { to: mail.recipient, subject: mail.subject, text: mail.body_text, ...(mail.body_html ? { html: mail.body_html } : {}) };
    try {
      await mailer.send(message);
    } catch (error) {
      await this.failed(mail, error);
      return;
    }
    const at = clock.now();
    await this.finish(mail, { sent_at: at, last_error: null }, 'sent', at);
    log.info({ mailId: mail.mail_id, purpose: mail.purpose, attempts: mail.attempts }, 'mail outbox: sent');
  }

  private async failed(mail: TakenMail, error: unknown): Promise<void> {
    const { clock, log } = this.options;
    const now = clock.now();
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (mail.attempts >= this.maxAttempts) {
      await this.finish(mail, { failed_at: now, last_error: lastError }, 'gaveUp', now);
      log.error({ mailId: mail.mail_id, purpose: mail.purpose, attempts: mail.attempts, err: error }, 'mail outbox: given up');
      return;
    }
    const next = new Date(now.getTime() + this.retryDelayMs(mail.attempts));
    await this.options.db.updateTable('mail_outbox').set({ next_attempt_at: next, last_error: lastError })
      .where('mail_id', '=', mail.mail_id).where('sent_at', 'is', null).where('failed_at', 'is', null).execute();
    log.warn({ mailId: mail.mail_id, purpose: mail.purpose, attempts: mail.attempts, retryAt: next, err: error }, 'mail outbox: send failed, will retry');
  }

  /**
   * The message's end and its purpose's mark, in one transaction. A message another deliverer finished meanwhile (this
   * one outlived its lease) is left as it is.
   */
  private async finish(mail: TakenMail, set: { sent_at?: Date; failed_at?: Date; last_error: string | null }, outcome: keyof MailPurposeHandler, at: Date): Promise<void> {
    const handler = this.handlers.get(mail.purpose)?.[outcome];
    await this.options.db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('mail_outbox').set(set)
        .where('mail_id', '=', mail.mail_id).where('sent_at', 'is', null).where('failed_at', 'is', null).executeTakeFirst();
      if (result.numUpdatedRows === 0n) return;
      if (handler && mail.ref_id !== null) await handler(trx, mail.ref_id, at);
    });
  }
}
