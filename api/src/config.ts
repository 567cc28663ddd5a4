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
}

export interface ServerConfig extends AppConfig { host: string; port: number }

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`API_PORT must be a port number, got "${env.API_PORT}"`);
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port,
    database: databaseOptionsFromEnv(env, findRepoRoot()),
    seedDemo: env.SEED_DEMO !== '0',
    googleMapsKey: env.GOOGLE_MAPS_KEY ?? '',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
