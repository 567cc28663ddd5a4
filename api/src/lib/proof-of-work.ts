// A self-hosted proof of work instead of a third-party CAPTCHA: the server hands out a random prefix
// and a difficulty; the browser looks for a decimal nonce such that SHA-256(prefix + nonce) starts with `difficulty`
// zero bits. Checking costs one hash, finding costs about 2^difficulty, which makes scripted mass filing expensive.
// Storage (single use, bound to a user) belongs to the caller; this file is the arithmetic and the rules.
import crypto from 'node:crypto';
import { CLAIM_POW_ALGORITHM } from '../rules/claims.js';
import { wholeNumberFromEnv } from './env.js';

export const POW_ALGORITHM = CLAIM_POW_ALGORITHM;
/** A challenge is valid this long after it was issued. */
export const POW_TTL_MS = 10 * 60 * 1000;
export const DEFAULT_POW_BITS = 18;
/** A decimal nonce; 20 digits cover every 64-bit counter a browser might use. */
export const NONCE_PATTERN = /^[0-9]{1,20}$/;

export interface Challenge {
  challengeId: string;
  prefix: string;
  difficulty: number;
  expiresAt: Date;
}

/** A stored challenge as far as the rules need it. */
export interface StoredChallenge {
  prefix: string;
  difficulty: number;
  userId: number;
  expiresAt: Date;
  usedAt: Date | null;
}

/** CLAIMS_POW_BITS (default 18): 1–32 leading zero bits. */
export function powBitsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumberFromEnv(env, 'CLAIMS_POW_BITS', DEFAULT_POW_BITS, { min: 1, max: 32 });
}

export function newChallenge(now: Date, difficulty: number): Challenge {
  return {
    challengeId: crypto.randomUUID(),
    // 128 random bits: a solution found for one challenge says nothing about another.
    prefix: crypto.randomBytes(16).toString('hex'),
    difficulty,
    expiresAt: new Date(now.getTime() + POW_TTL_MS),
  };
}

export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function solves(prefix: string, nonce: string, difficulty: number): boolean {
  if (!NONCE_PATTERN.test(nonce)) return false;
  const digest = crypto.createHash('sha256').update(prefix + nonce, 'utf8').digest();
  return leadingZeroBits(digest) >= difficulty;
}

/** The smallest nonce that solves the challenge (tests, and the CLI-minded; the browser does the same loop). */
export function solve(prefix: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    if (solves(prefix, String(nonce), difficulty)) return String(nonce);
  }
}

export type ChallengeProblem = 'unknown' | 'otherUser' | 'expired' | 'used' | 'wrongNonce';

/** Why a stored challenge does not let this user through with this nonce, or null when it does. */
export function challengeProblem(challenge: StoredChallenge | undefined, userId: number, nonce: string, now: Date): ChallengeProblem | null {
  if (!challenge) return 'unknown';
  if (challenge.userId !== userId) return 'otherUser';
  if (challenge.usedAt) return 'used';
  if (challenge.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!solves(challenge.prefix, nonce, challenge.difficulty)) return 'wrongNonce';
  return null;
}
