// The operator token of the staff API (POST /api/ops/...): OPS_TOKEN, or in development a token generated at start
// and written where the ops CLI finds it. Production without OPS_TOKEN has no ops routes at all.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Shortest OPS_TOKEN production accepts: a guessable token would hand order statuses to anyone. */
export const MIN_PRODUCTION_TOKEN_LENGTH = 16;

/** Where the development token lives: OPS_TOKEN_FILE, else next to the embedded database (`<repo>/.data/ops-token`). */
export function opsTokenFile(env: NodeJS.ProcessEnv, repoRoot: string): string {
  return path.resolve(env.OPS_TOKEN_FILE?.trim() || path.join(repoRoot, '.data', 'ops-token'));
}

export interface OpsTokenSetting { token: string; writtenTo?: string }

/**
 * The token the server checks, or null (no ops routes). Development without OPS_TOKEN: a new random token each start,
 * written with mode 0600 (only the user running the API, and the CLI run by that user, can read it).
 */
export function opsTokenFromEnv(env: NodeJS.ProcessEnv, repoRoot: string): OpsTokenSetting | null {
  const configured = env.OPS_TOKEN?.trim();
  const production = env.NODE_ENV === 'production';
  if (configured) {
    if (production && configured.length < MIN_PRODUCTION_TOKEN_LENGTH) {
      throw new Error(`OPS_TOKEN must be at least ${MIN_PRODUCTION_TOKEN_LENGTH} characters in production`);
    }
    return { token: configured };
  }
  if (production) return null;
  const token = crypto.randomBytes(32).toString('base64url');
  const file = opsTokenFile(env, repoRoot);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  // mode only applies when the file is created; an older file keeps its bits otherwise.
  fs.chmodSync(file, 0o600);
  return { token, writtenTo: file };
}

/** Constant-time check of an Authorization header against the token (hashes first, so lengths never leak). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const given = crypto.createHash('sha256').update(match?.[1] ?? '').digest();
  const expected = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(given, expected) && match !== null;
}
