import { CLAIM_LIMITS } from '@shop/api/rules/claims';
import type { ClaimFormData, ClaimLimits } from '../api/types';
import { addFiles, cleanAmount, cleanClaimIdNumber, formatBytes, initialValues, parseAmount, toClaimFields, validateClaim, type ClaimValues } from './claim-rules';

const LIMITS: ClaimLimits = CLAIM_LIMITS;
const FORM_DATA: ClaimFormData = {
  shop: { legalName: 'X S.A.C.', ruc: '20601234567', address: 'Lima' },
  consumer: { firstName: ' Ana', lastName: null, idType: null, idNumber: '20601234567', email: null, phone: '+51 987 654 321', address: null },
  limits: LIMITS, responseBusinessDays: 15, today: '2026-11-21',
};
const valid = (over: Partial<ClaimValues> = {}): ClaimValues => ({
  ...initialValues(FORM_DATA),
  consumerFirstName: 'Ana', consumerLastName: 'Díaz', consumerIdType: 'DNI', consumerIdNumber: '45678912', consumerEmail: 'ana@example.pe',
  consumerPhone: '', consumerAddress: 'Av. Larco 345', itemType: 'SERVICE', itemDescription: 'Delivery', claimType: 'COMPLAINT',
  description: 'Trato descortés', consumerRequest: 'Disculpas', consent: true,
  ...over,
});
const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

test('the prefill takes nulls, leaves the number empty without a type and keeps the phone\'s digits without the +51', () => {
  const v = initialValues(FORM_DATA);
  expect(v).toMatchObject({ consumerFirstName: 'Ana', consumerLastName: '', consumerIdType: 'DNI', consumerIdNumber: '', consumerEmail: '', consumerPhone: '987654321', consumerAddress: '' });
});

test('a complete claim has no problems; the limits and the minor rule make some', () => {
  expect(validateClaim(valid(), LIMITS)).toEqual({});
  expect(validateClaim(valid({ consumerFirstName: 'A'.repeat(51) }), LIMITS).consumerFirstName).toEqual({ key: 'max', params: { max: 50 } });
  expect(validateClaim(valid({ consumerAddress: 'A'.repeat(101) }), LIMITS).consumerAddress).toEqual({ key: 'max', params: { max: 100 } });
  expect(validateClaim(valid({ description: 'A'.repeat(1001) }), LIMITS).description).toEqual({ key: 'max', params: { max: 1000 } });
  expect(validateClaim(valid({ consumerPhone: '1'.repeat(16) }), LIMITS).consumerPhone).toEqual({ key: 'phone', params: { max: 15 } });
  expect(validateClaim(valid({ consumerPhone: '98a' }), LIMITS).consumerPhone).toBeDefined();
  expect(validateClaim(valid({ consumerPhone: '1'.repeat(15) }), LIMITS).consumerPhone).toBeUndefined();
  expect(validateClaim(valid({ consumerIdNumber: '4567891' }), LIMITS).consumerIdNumber).toEqual({ key: 'idDigits', params: { count: 8 } });
  expect(validateClaim(valid({ consumerIdType: 'Pasaporte', consumerIdNumber: 'AB1234' }), LIMITS).consumerIdNumber).toBeUndefined();
  expect(validateClaim(valid({ isMinor: true }), LIMITS)).toEqual({ guardianName: { key: 'required' }, guardianIdNumber: { key: 'required' } });
  expect(validateClaim(valid({ isMinor: true, guardianName: 'Luis Díaz', guardianIdNumber: '12345678' }), LIMITS)).toEqual({});
  expect(validateClaim(valid({ consent: false, itemType: '', claimType: '' }), LIMITS)).toEqual({
    consent: { key: 'consent' }, itemType: { key: 'itemType' }, claimType: { key: 'claimType' },
  });
  expect(validateClaim(valid({ consumerEmail: 'ana@pe' }), LIMITS).consumerEmail).toEqual({ key: 'email' });
});

test('amounts: digits and one dot with two decimals, up to 99,999.99, or none', () => {
  expect(cleanAmount('1a2.3.45')).toBe('12.34');
  expect(cleanAmount('1234567')).toBe('12345');
  expect(parseAmount('')).toBeNull();
  expect(parseAmount('12.5')).toBe(12.5);
  expect(parseAmount('99999.99')).toBe(99999.99);
  expect(validateClaim(valid({ claimedAmount: '12.' }), LIMITS).claimedAmount).toEqual({ key: 'amount' });
});

test('ID numbers keep what their type allows', () => {
  expect(cleanClaimIdNumber('DNI', '12.345.678-9')).toBe('12345678');
  expect(cleanClaimIdNumber('Carnet de Extranjeria', 'ce-001 234 567 890')).toBe('ce0012345678');
});

test('the JSON sent: trimmed, null guardian unless a minor, null amount and order number when empty', () => {
  const fields = toClaimFields(valid({ consumerFirstName: 'Ana ', guardianName: 'typed then unticked', claimedAmount: '' }));
  expect(fields).toMatchObject({ consumerFirstName: 'Ana', isMinor: false, guardianName: null, guardianIdType: null, guardianIdNumber: null, claimedAmount: null, orderNumber: null });
  expect(toClaimFields(valid({ isMinor: true, guardianName: ' Luis ', guardianIdType: 'Pasaporte', guardianIdNumber: 'X1' }))).toMatchObject({
    guardianName: 'Luis', guardianIdType: 'Pasaporte', guardianIdNumber: 'X1',
  });
});

test('attachments: PDF or JPG (by type, or by extension when none is declared), 10 MB each, 32 MB and 5 files in all', () => {
  const MB = 1024 * 1024;
  const { files, refused } = addFiles([], [
    file('a.pdf', 'application/pdf', MB), file('b.png', 'image/png', 10), file('c.jpg', '', 10), file('d.gif', '', 10),
    file('big.jpg', 'image/jpeg', 10 * MB + 1), file('e.jpeg', 'image/jpeg', 10 * MB),
  ], LIMITS);
  expect(files.map((f) => f.name)).toEqual(['a.pdf', 'c.jpg', 'e.jpeg']);
  expect(refused.map((r) => [r.file.name, r.reason])).toEqual([['b.png', 'type'], ['d.gif', 'type'], ['big.jpg', 'size']]);
  const three = [file('f.pdf', 'application/pdf', 10 * MB), file('g.pdf', 'application/pdf', 10 * MB), file('h.pdf', 'application/pdf', 10 * MB)];
  const full = addFiles(three, [file('i.pdf', 'application/pdf', 3 * MB), file('j.pdf', 'application/pdf', 2 * MB), file('k.pdf', 'application/pdf', 1)], LIMITS);
  // 30 MB + 3 MB passes 32 MB; 30 MB + 2 MB is exactly 32 MB, accepted; one byte more is not.
  expect(full.refused.map((r) => [r.file.name, r.reason])).toEqual([['i.pdf', 'total'], ['k.pdf', 'total']]);
  expect(full.files).toHaveLength(4);
  const five = Array.from({ length: 5 }, (_, i) => file(`${i}.pdf`, 'application/pdf', 1));
  expect(addFiles(five, [file('six.pdf', 'application/pdf', 1)], LIMITS).refused[0]?.reason).toBe('count');
});

test('sizes read like the limits', () => {
  expect(formatBytes(512)).toBe('512 B');
  expect(formatBytes(2048)).toBe('2 KB');
  expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
  expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
});
