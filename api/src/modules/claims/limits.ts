// Per-user limits of the complaints book: proof-of-work challenges and filings per hour. Counted in rate_limit_hits (the
// table of the login limits), so every API instance enforces one count; a 429 carries Retry-After and retryAfterSeconds.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { wholeNumberFromEnv } from '../../lib/env.js';
import { countHit, RateLimitError } from '../../lib/rate-limit.js';

export interface ClaimsRateLimits {
  /** GET claims/challenge per user and hour: the form asks for one when it opens and after a refused or stale one. */
  challengesPerHour: number;
  /** POST claims per user and hour, refused or not: each may carry 32 MB of attachments. */
  filingsPerHour: number;
}

export const DEFAULT_CLAIMS_LIMITS: ClaimsRateLimits = { challengesPerHour: 30, filingsPerHour: 10 };

const HOUR_MS = 60 * 60 * 1000;

/** CLAIMS_CHALLENGES_PER_HOUR and CLAIMS_FILINGS_PER_HOUR (defaults 30 and 10). */
export function claimsLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ClaimsRateLimits {
  return {
    challengesPerHour: wholeNumberFromEnv(env, 'CLAIMS_CHALLENGES_PER_HOUR', DEFAULT_CLAIMS_LIMITS.challengesPerHour, { min: 1 }),
    filingsPerHour: wholeNumberFromEnv(env, 'CLAIMS_FILINGS_PER_HOUR', DEFAULT_CLAIMS_LIMITS.filingsPerHour, { min: 1 }),
  };
}

const LIMITS = {
  challenge: { key: 'challengesPerHour', identifier: 'error.claims.tooManyChallenges' },
  filing: { key: 'filingsPerHour', identifier: 'error.claims.tooManyFilings' },
} as const;

/** Counts one challenge or filing of the user in the current hour; over the limit, a RateLimitError (429). */
export async function countClaimsHit(db: Kysely<DB>, kind: keyof typeof LIMITS, userId: number, now: Date, limits: ClaimsRateLimits): Promise<void> {
  const { key, identifier } = LIMITS[kind];
  const { hits, retryAfterSeconds } = await countHit(db, `claims-${kind}:${userId}`, now, HOUR_MS);
  if (hits > limits[key]) throw new RateLimitError(identifier, retryAfterSeconds, { minutes: Math.ceil(retryAfterSeconds / 60) });
}
