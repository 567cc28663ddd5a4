import { createHash, webcrypto } from 'node:crypto';
import { leadingZeroBits, loadDigest, meetsDifficulty, PowAbortedError, solveProgress, solvePuzzle, type Digest } from './proof-of-work';

// Counts how often the JavaScript SHA-256 is loaded: only a page without crypto.subtle may load it.
let mockNobleLoads = 0;
jest.mock('@noble/hashes/sha2.js', () => {
  mockNobleLoads += 1;
  return jest.requireActual('@noble/hashes/sha2.js');
});

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

describe('SHA-256 on secure and plain-http pages', () => {
  const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');
  const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
  const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

  afterEach(() => {
    delete (globalThis.crypto as { subtle?: SubtleCrypto }).subtle;
  });

  it('a secure page (https, localhost) hashes with crypto.subtle and never loads the JavaScript SHA-256', async () => {
    const spy = jest.fn((algorithm: string, data: BufferSource) => webcrypto.subtle.digest(algorithm, data));
    Object.defineProperty(globalThis.crypto, 'subtle', { value: { digest: spy }, configurable: true });
    const before = mockNobleLoads;
    const { digest, source } = await loadDigest();
    expect(source).toBe('subtle');
    expect(hex(await digest(bytes('abc')))).toBe(ABC);
    expect(spy).toHaveBeenCalledWith('SHA-256', expect.anything());
    const nonce = await solvePuzzle({ prefix: 'claims:abc:', difficulty: 8 }, { batchSize: 64, yieldToLoop: noYield });
    expect(leadingZeroBits(sha256(`claims:abc:${nonce}`))).toBeGreaterThanOrEqual(8);
    expect(spy.mock.calls.length).toBeGreaterThan(1);
    expect(mockNobleLoads).toBe(before);
  });

  it('a plain-http page (no crypto.subtle) loads @noble/hashes and gets the same digests and the same nonce', async () => {
    expect(globalThis.crypto?.subtle).toBeUndefined();
    const { digest, source } = await loadDigest();
    expect(source).toBe('fallback');
    expect(mockNobleLoads).toBe(1);
    expect(hex(await digest(bytes('abc')))).toBe(ABC);
    const accented = bytes('reclamación-ñ:12345');
    expect(hex(await digest(accented))).toBe(sha256('reclamación-ñ:12345').toString('hex'));
    expect((await digest(accented)).byteLength).toBe(32);
    // The solver's default digest, without crypto.subtle: the fallback finds the nonce crypto.subtle finds.
    const fallbackNonce = await solvePuzzle({ prefix: 'claims:abc:', difficulty: 8 }, { batchSize: 64, yieldToLoop: noYield });
    expect(fallbackNonce).toBe(await solvePuzzle({ prefix: 'claims:abc:', difficulty: 8 }, { digest, batchSize: 64, yieldToLoop: noYield }));
    expect(fallbackNonce).toBe(await solvePuzzle({ prefix: 'claims:abc:', difficulty: 8 }, {
      digest: (data) => webcrypto.subtle.digest('SHA-256', data), batchSize: 64, yieldToLoop: noYield,
    }));
  });
});

describe('solveProgress', () => {
  it('rises from 0 towards 1 and is about 63% after the expected number of attempts', () => {
    expect(solveProgress(0, 18)).toBe(0);
    expect(solveProgress(2 ** 18, 18)).toBeCloseTo(0.632, 3);
    expect(solveProgress(2 ** 22, 18)).toBeLessThan(1);
  });
});
