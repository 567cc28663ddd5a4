// Server settings read once from the environment (with the defaults of ARCHITECTURE §5).
import type { DatabaseOptions } from './db/database.js';
import { databaseOptionsFromEnv } from './db/database.js';
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
}

export interface ServerConfig extends AppConfig { host: string; port: number }

/** The OTP senders this build has. A real SMS/e-mail provider adds its name here and its class in modules/auth/sender.ts. */
export const OTP_SENDERS = ['dev'] as const;
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
  };
}
