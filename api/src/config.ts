// Server settings read once from the environment (with the shop's defaults).
import type { DatabaseOptions } from './db/database.js';
import { databaseOptionsFromEnv } from './db/database.js';
import { wholeNumberFromEnv } from './lib/env.js';
import { findRepoRoot } from './lib/repo-root.js';

export interface AppConfig {
  database: DatabaseOptions;
  /** Run migrations and seed the demo data on start. */
  seedDemo: boolean;
  /** Google Maps browser key; empty means the front end uses its offline place search. */
  googleMapsKey: string;
  logLevel: string;
  /** How one-time codes are delivered; 'dev' keeps them in the development outbox (GET /api/dev/outbox). */
  otpSender: OtpSenderKind;
  /** OTP_SENDER=webhook: where codes are POSTed, and the bearer token sent with them. */
  otpWebhook?: { url: string; token?: string };
  /** Proxies in front of the API whose X-Forwarded-For entry is trusted (TRUST_PROXY_HOPS, default 1). */
  trustProxyHops: number;
}

export interface ServerConfig extends AppConfig { host: string; port: number }

/**
 * The OTP senders this build has: 'dev' (outbox + log) and 'webhook' (POST to OTP_WEBHOOK_URL, the operator's SMS /
 * e-mail provider or a relay). Another provider adds its name here and its class in modules/auth/sender.ts.
 */
export const OTP_SENDERS = ['dev', 'webhook'] as const;
export type OtpSenderKind = (typeof OTP_SENDERS)[number];

/**
 * OTP_SENDER (default dev). The development sender shows every code to whoever can reach the API, so with
 * NODE_ENV=production the server refuses it unless ALLOW_DEV_SENDER=1 says this is a demo deployment on purpose.
 */
export function otpSenderFromEnv(env: NodeJS.ProcessEnv = process.env): OtpSenderKind {
  const name = (env.OTP_SENDER ?? 'dev').trim() || 'dev';
  if (!(OTP_SENDERS as readonly string[]).includes(name)) {
    throw new Error(`OTP_SENDER must be one of ${OTP_SENDERS.join(', ')}, got "${env.OTP_SENDER}"`);
  }
  const sender = name as OtpSenderKind;
  if (sender === 'dev' && env.NODE_ENV === 'production' && env.ALLOW_DEV_SENDER !== '1') {
    throw new Error('Refusing to start: NODE_ENV=production with the development OTP sender (OTP_SENDER=dev) would show every login code '
      + 'at /api/dev/outbox. Configure a real OTP_SENDER, or set ALLOW_DEV_SENDER=1 for a demo deployment.');
  }
  return sender;
}

/** OTP_WEBHOOK_URL (https in production; http only for a local relay in development) and OTP_WEBHOOK_TOKEN. */
export function otpWebhookFromEnv(env: NodeJS.ProcessEnv = process.env): { url: string; token?: string } {
  const raw = env.OTP_WEBHOOK_URL?.trim() ?? '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`OTP_SENDER=webhook needs OTP_WEBHOOK_URL, an absolute URL; got "${raw}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && env.NODE_ENV !== 'production')) {
    throw new Error('OTP_WEBHOOK_URL must use https in production: the messages carry login codes');
  }
  const token = env.OTP_WEBHOOK_TOKEN?.trim();
  return { url: url.toString(), ...(token ? { token } : {}) };
}

function trustProxyHopsFromEnv(env: NodeJS.ProcessEnv): number {
  return wholeNumberFromEnv(env, 'TRUST_PROXY_HOPS', 1, { min: 0, max: 5 });
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const otpSender = otpSenderFromEnv(env);
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`API_PORT must be a port number, got "${env.API_PORT}"`);
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port,
    database: databaseOptionsFromEnv(env, findRepoRoot()),
    seedDemo: env.SEED_DEMO !== '0',
    googleMapsKey: env.GOOGLE_MAPS_KEY ?? '',
    logLevel: env.LOG_LEVEL ?? 'info',
    otpSender,
    ...(otpSender === 'webhook' ? { otpWebhook: otpWebhookFromEnv(env) } : {}),
    trustProxyHops: trustProxyHopsFromEnv(env),
  };
}
