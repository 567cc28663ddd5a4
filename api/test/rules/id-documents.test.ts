// Identity document numbers: exact for the customer record and the boleta, up to 12 for the claims book's documents.
import {
  claimIdNumberProblem, cleanIdNumber, ID_NUMBER_RULES, idNumberProblem, idRuleOf, isIdType, normalizeIdNumber,
} from '../../src/rules/id-documents.js';

test('each type has its length and characters', () => {
  expect(idNumberProblem('DNI', '45871236')).toBeNull();
  expect(idNumberProblem('DNI', '4587123')).toBe('digits');
  expect(idNumberProblem('DNI', '4587123a')).toBe('digits');
  expect(idNumberProblem('RUC', '20100070970')).toBeNull();
  expect(idNumberProblem('RUC', '2010007097')).toBe('digits');
  expect(idNumberProblem('Pasaporte', 'ab1234567890')).toBeNull();
  expect(idNumberProblem('Pasaporte', 'AB123456789')).toBe('alphanumeric');
  expect(idNumberProblem('Carnet de Extranjeria', '00123456789ñ')).toBe('alphanumeric');
});

test('the claims book takes a passport or a foreigner\'s card of 1 to 12 characters, a DNI of exactly 8', () => {
  expect(claimIdNumberProblem('Pasaporte', 'A1')).toBeNull();
  expect(claimIdNumberProblem('Carnet de Extranjeria', '001234567')).toBeNull();
  expect(claimIdNumberProblem('Pasaporte', 'A'.repeat(13))).toBe('alphanumeric');
  expect(claimIdNumberProblem('Pasaporte', '')).toBe('alphanumeric');
  expect(claimIdNumberProblem('DNI', '1234567')).toBe('digits');
});

test('labels of the acceptableIds metadata in any case name their rule; unknown ones take the 12-character rule', () => {
  expect(idRuleOf(' dni ')).toEqual(ID_NUMBER_RULES.DNI);
  expect(idRuleOf('ruc')).toEqual(ID_NUMBER_RULES.RUC);
  expect(idRuleOf('Cédula')).toEqual({ length: 12, digitsOnly: false });
  expect(isIdType('Carnet de Extranjeria')).toBe(true);
  expect(isIdType('CPF')).toBe(false);
});

test('a field keeps what its type allows, cut to its length; numbers are stored upper-case', () => {
  expect(cleanIdNumber(ID_NUMBER_RULES.DNI, '45.871-236 9')).toBe('45871236');
  expect(cleanIdNumber(ID_NUMBER_RULES.Pasaporte, 'ab-12 34ñ5678901')).toBe('ab12345678901'.slice(0, 12));
  expect(normalizeIdNumber(' ab1234 ')).toBe('AB1234');
});
