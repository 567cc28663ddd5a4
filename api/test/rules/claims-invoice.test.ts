// The claims book's field rules and the boleta's identification threshold.
import { CLAIMED_AMOUNT_MAX, cleanOrderNumber, isClaimedAmount, isClaimPhone, isOrderNumber } from '../../src/rules/claims.js';
import { BOLETA_ID_THRESHOLD, boletaNeedsId } from '../../src/rules/invoice.js';

test('claims: phone, order number and amount', () => {
  expect(isClaimPhone('')).toBe(true);
  expect(isClaimPhone('014567890')).toBe(true);
  expect(isClaimPhone('1'.repeat(16))).toBe(false);
  expect(isClaimPhone('98765432a')).toBe(false);
  expect(isOrderNumber('PE-100001')).toBe(true);
  expect(isOrderNumber('PE 100001')).toBe(false);
  expect(cleanOrderNumber('pe 100.001')).toBe('pe100001');
  for (const ok of [0, 12.5, 12.34, CLAIMED_AMOUNT_MAX]) expect(isClaimedAmount(ok)).toBe(true);
  for (const bad of [-1, 12.345, CLAIMED_AMOUNT_MAX + 0.01, Number.NaN]) expect(isClaimedAmount(bad)).toBe(false);
});

test('a boleta over S/ 700 must identify the buyer; exactly 700 need not', () => {
  expect(BOLETA_ID_THRESHOLD).toBe(700);
  expect(boletaNeedsId(700)).toBe(false);
  expect(boletaNeedsId(700.01)).toBe(true);
});
