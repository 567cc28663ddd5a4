// The mobile rule and what a phone field keeps of a pasted or autofilled number.
import { isPeruvianMobile, isPhoneText, normalizePhone, phoneFieldValue } from '../../src/rules/phone.js';

describe('normalizePhone', () => {
  test.each([
    ['+51 987 654 321', '987654321'],
    ['987-654-321', '987654321'],
    ['987 654 321', '987654321'],
    ['(+51) 987.654.321', '987654321'],
    ['+51987654321', '987654321'],
    ['0051 987 654 321', '987654321'],
    ['51987654321', '987654321'],
    ['  987654321 ', '987654321'],
    ['987654321', '987654321'],
  ])('%s → %s', (raw, national) => {
    expect(normalizePhone(raw)).toBe(national);
  });

  test('digits that are not a +51 number stay as they are, for the mobile rule to refuse', () => {
    expect(normalizePhone('+1 212 555 0100')).toBe('12125550100');
    expect(normalizePhone('(01) 456-7890')).toBe('014567890');
    expect(normalizePhone('519876543')).toBe('519876543');
  });

  test('a field keeps at most nine digits', () => {
    expect(phoneFieldValue('+51 987 654 321')).toBe('987654321');
    expect(phoneFieldValue('9876543210')).toBe('987654321');
    expect(phoneFieldValue('98a7')).toBe('987');
  });
});

test('a Peruvian mobile is nine digits starting with 9', () => {
  expect(isPeruvianMobile('987654321')).toBe(true);
  for (const value of ['812345678', '014567890', '98765432', '9876543210', '98765432a', '', '+51987654321']) expect(isPeruvianMobile(value)).toBe(false);
});

test('a phone is written with digits and separators only', () => {
  expect(isPhoneText('+51 (987) 654-321.')).toBe(true);
  expect(isPhoneText('')).toBe(true);
  expect(isPhoneText('98765432a')).toBe(false);
  expect(isPhoneText('987/654/321')).toBe(false);
});
