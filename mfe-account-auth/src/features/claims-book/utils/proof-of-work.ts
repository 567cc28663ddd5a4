// The claims book's self-hosted proof-of-work (instead of a third-party CAPTCHA): find a decimal nonce such that
// SHA-256(prefix + nonce) starts with `difficulty` zero bits. Pure and injectable, so tests run it with a tiny difficulty.
// SHA-256 is the browser's crypto.subtle, which browsers give only to secure pages (https, localhost); on a plain-http
// deployment a JavaScript SHA-256 (@noble/hashes, audited) is loaded instead, only then.

export interface PowPuzzle {
  prefix: string;
  difficulty: number;
}

/** SHA-256 of the bytes; the browser's crypto.subtle by default. */
export type Digest = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

export interface SolveOptions {
  /** Default: loadDigest(). */
  digest?: Digest;
  /** Hashes started together before yielding: large enough to keep crypto.subtle busy, small enough to keep the page responsive. */
  batchSize?: number;
  /** Lets the page paint and handle input between batches. */
  yieldToLoop?: () => Promise<void>;
  /** Called after each batch with the number of nonces tried so far. */
  onProgress?: (tried: number) => void;
  signal?: AbortSignal;
  /** Gives up (rejects) after this many nonces; a real challenge is solved long before. */
  maxAttempts?: number;
}

/** Where the page's SHA-256 comes from: the browser's own, or the JavaScript fallback. */
export type DigestSource = 'subtle' | 'fallback';

/**
 * The page's SHA-256: crypto.subtle when the page has it, else @noble/hashes' sha256, loaded (its own chunk) only then.
 * `subtle` is for tests; by default the page's own.
 */
export async function loadDigest(subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<{ digest: Digest; source: DigestSource }> {
  if (subtle) return { digest: (data) => subtle.digest('SHA-256', data), source: 'subtle' };
  const { sha256 } = await import('@noble/hashes/sha2.js');
  // A copy in an ArrayBuffer of its own, as crypto.subtle answers.
  return { digest: async (data) => sha256(data).slice().buffer, source: 'fallback' };
}

const macrotask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Number of leading zero bits of `bytes`. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export const meetsDifficulty = (hash: Uint8Array, difficulty: number): boolean => leadingZeroBits(hash) >= difficulty;

/** The chance that a solver has found a nonce after `tried` attempts: a progress figure that never overshoots. */
export function solveProgress(tried: number, difficulty: number): number {
  return 1 - Math.exp(-tried / 2 ** Math.max(0, difficulty));
}

export class PowAbortedError extends Error {
  constructor() {
    super('Proof-of-work aborted');
    this.name = 'PowAbortedError';
  }
}

/** Resolves with the first (smallest) nonce, as the decimal string the API expects. */
export async function solvePuzzle(puzzle: PowPuzzle, options: SolveOptions = {}): Promise<string> {
  const { batchSize = 512, yieldToLoop = macrotask, onProgress, signal, maxAttempts = 2 ** 32 } = options;
  const digest = options.digest ?? (await loadDigest()).digest;
  const encoder = new TextEncoder();
  let next = 0;
  while (next < maxAttempts) {
    if (signal?.aborted) throw new PowAbortedError();
    const size = Math.min(batchSize, maxAttempts - next);
    const nonces = Array.from({ length: size }, (_, i) => String(next + i));
    const hashes = await Promise.all(nonces.map((nonce) => digest(encoder.encode(puzzle.prefix + nonce) as Uint8Array<ArrayBuffer>)));
    const found = hashes.findIndex((hash) => meetsDifficulty(new Uint8Array(hash), puzzle.difficulty));
    if (found >= 0) return nonces[found] as string;
    next += size;
    onProgress?.(next);
    await yieldToLoop();
  }
  throw new Error(`No nonce below ${maxAttempts} meets ${puzzle.difficulty} bits`);
}
