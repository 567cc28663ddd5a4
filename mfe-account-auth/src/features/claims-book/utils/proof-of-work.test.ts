import { createHash, webcrypto } from 'node:crypto';
import { leadingZeroBits, meetsDifficulty, PowAbortedError, solveProgress, solvePuzzle, type Digest } from './proof-of-work';

const digest: Digest = (data) => webcrypto.subtle.digest('SHA-256', data);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const noYield = () => Promise.resolve();

describe('leadingZeroBits', () => {
  it('counts whole zero bytes and the zero bits of the first non-zero byte', () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00, 0x10]))).toBe(19);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('meetsDifficulty is "at least" that many bits', () => {
    const hash = new Uint8Array([0x00, 0x3f]);
    expect(meetsDifficulty(hash, 10)).toBe(true);
    expect(meetsDifficulty(hash, 11)).toBe(false);
  });
});

describe('solvePuzzle', () => {
  it('finds the smallest decimal nonce whose SHA-256(prefix + nonce) has the leading zero bits', async () => {
    const nonce = await solvePuzzle({ prefix: 'claims:abc:', difficulty: 8 }, { digest, batchSize: 64, yieldToLoop: noYield });
    expect(nonce).toMatch(/^\d+$/);
    expect(leadingZeroBits(sha256(`claims:abc:${nonce}`))).toBeGreaterThanOrEqual(8);
    // No smaller nonce would do: the answer is the first, whatever the batch size.
    for (let n = 0; n < Number(nonce); n += 1) expect(leadingZeroBits(sha256(`claims:abc:${n}`))).toBeLessThan(8);
    expect(await solvePuzzle({ prefix: 'claims:abc:', difficulty: 8 }, { digest, batchSize: 7, yieldToLoop: noYield })).toBe(nonce);
  });

  it('hashes the UTF-8 bytes of the text (accents in the prefix)', async () => {
    const nonce = await solvePuzzle({ prefix: 'reclamación-ñ:', difficulty: 6 }, { digest, yieldToLoop: noYield });
    expect(leadingZeroBits(sha256(`reclamación-ñ:${nonce}`))).toBeGreaterThanOrEqual(6);
  });

  it('yields to the event loop between batches and reports the nonces tried', async () => {
    const yields = jest.fn(noYield);
    const progress: number[] = [];
    // Difficulty 0 with a digest that never succeeds until nonce 25: 3 batches of 10.
    const picky: Digest = async (data) => {
      const text = new TextDecoder().decode(data);
      return new Uint8Array([text.endsWith(':25') ? 0 : 0xff]).buffer;
    };
    const nonce = await solvePuzzle({ prefix: 'p:', difficulty: 8 }, { digest: picky, batchSize: 10, yieldToLoop: yields, onProgress: (n) => progress.push(n) });
    expect(nonce).toBe('25');
    expect(progress).toEqual([10, 20]);
    expect(yields).toHaveBeenCalledTimes(2);
  });

  it('stops when aborted and when the attempts run out', async () => {
    const controller = new AbortController();
    const never: Digest = async () => new Uint8Array([0xff]).buffer;
    const solving = solvePuzzle({ prefix: 'p:', difficulty: 8 }, {
      digest: never, batchSize: 4, signal: controller.signal, yieldToLoop: async () => controller.abort(),
    });
    await expect(solving).rejects.toBeInstanceOf(PowAbortedError);
    await expect(solvePuzzle({ prefix: 'p:', difficulty: 8 }, { digest: never, maxAttempts: 10, yieldToLoop: noYield })).rejects.toThrow(/below 10/);
  });
});

describe('solveProgress', () => {
  it('rises from 0 towards 1 and is about 63% after the expected number of attempts', () => {
    expect(solveProgress(0, 18)).toBe(0);
    expect(solveProgress(2 ** 18, 18)).toBeCloseTo(0.632, 3);
    expect(solveProgress(2 ** 22, 18)).toBeLessThan(1);
  });
});
