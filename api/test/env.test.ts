// Whole-number settings (lib/env.ts): the defaults, the ranges, and a refusal that names the variable.
import { wholeNumberFromEnv } from '../src/lib/env.js';
import { powBitsFromEnv } from '../src/lib/proof-of-work.js';
import { configFromEnv } from '../src/config.js';

test('unset or blank → the default; a whole number in range → itself', () => {
  expect(wholeNumberFromEnv({}, 'X', 7, { min: 1 })).toBe(7);
  expect(wholeNumberFromEnv({ X: '  ' }, 'X', 7, { min: 1 })).toBe(7);
  expect(wholeNumberFromEnv({ X: ' 12 ' }, 'X', 7, { min: 1 })).toBe(12);
  expect(wholeNumberFromEnv({ X: '0' }, 'X', 1, { min: 0, max: 5 })).toBe(0);
});

test('anything else refuses to start, naming the variable and its range', () => {
  expect(() => wholeNumberFromEnv({ X: '0' }, 'X', 7, { min: 1 })).toThrow('X must be a whole number from 1, got "0"');
  expect(() => wholeNumberFromEnv({ X: '2.5' }, 'X', 7, { min: 1 })).toThrow(/^X must/);
  expect(() => wholeNumberFromEnv({ X: '6' }, 'X', 1, { min: 0, max: 5 })).toThrow('X must be a whole number 0–5, got "6"');
});

test('the settings that use it: CLAIMS_POW_BITS 1–32 (default 18), TRUST_PROXY_HOPS 0–5 (default 1, also when blank)', () => {
  expect(powBitsFromEnv({})).toBe(18);
  expect(powBitsFromEnv({ CLAIMS_POW_BITS: '12' })).toBe(12);
  expect(() => powBitsFromEnv({ CLAIMS_POW_BITS: '33' })).toThrow(/CLAIMS_POW_BITS/);
  expect(configFromEnv({ TRUST_PROXY_HOPS: '' }).trustProxyHops).toBe(1);
  expect(() => configFromEnv({ TRUST_PROXY_HOPS: '9' })).toThrow(/TRUST_PROXY_HOPS/);
});
