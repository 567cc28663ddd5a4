// RUC check digit (SUNAT modulo 11, weights 5 4 3 2 7 6 5 4 3 2). The expected digits were worked out by hand:
//   2010007097: 2·5 + 0·4 + 1·3 + 0·2 + 0·7 + 0·6 + 7·5 + 0·4 + 9·3 + 7·2 = 89; 89 mod 11 = 1; 11 − 1 = 10 → 0
//   1012345678: 5 + 0 + 3 + 4 + 21 + 24 + 25 + 24 + 21 + 16 = 143; 143 mod 11 = 0; 11 − 0 = 11 → 1
//   2012345678: 10 + 0 + 3 + 4 + 21 + 24 + 25 + 24 + 21 + 16 = 148; 148 mod 11 = 5; 11 − 5 = 6
//   2060000000: 10 + 0 + 18 = 28; 28 mod 11 = 6; 11 − 6 = 5
//   1046118579: 5 + 0 + 12 + 12 + 7 + 6 + 40 + 20 + 21 + 18 = 141; 141 mod 11 = 9; 11 − 9 = 2
import { rucCheckDigit, rucProblem } from '../../src/rules/ruc.js';

describe('RUC check digit', () => {
  test('r = 11 − (Σ digit × weight mod 11), with 10 → 0 and 11 → 1', () => {
    expect(rucCheckDigit('2010007097')).toBe(0);
    expect(rucCheckDigit('1012345678')).toBe(1);
    expect(rucCheckDigit('2012345678')).toBe(6);
    expect(rucCheckDigit('2060000000')).toBe(5);
    expect(rucCheckDigit('1046118579')).toBe(2);
  });

  test('a body that is not 10 digits is a programming error', () => {
    expect(() => rucCheckDigit('201000709')).toThrow();
    expect(() => rucCheckDigit('20100070a7')).toThrow();
  });

  test('valid RUCs of every prefix pass; one wrong digit anywhere fails', () => {
    for (const ruc of ['20100070970', '10123456781', '20123456786', '20600000005', '10461185792']) expect(rucProblem(ruc)).toBeNull();
    for (const prefix of ['15', '17']) {
      const body = `${prefix}00000001`;
      expect(rucProblem(`${body}${rucCheckDigit(body)}`)).toBeNull();
    }
    expect(rucProblem('20100070971')).toBe('checkDigit');
    expect(rucProblem('20100070979')).toBe('checkDigit');
    expect(rucProblem('20100070870')).toBe('checkDigit');
    expect(rucProblem('10123456780')).toBe('checkDigit');
  });

  test('11 digits only, and a taxpayer prefix SUNAT issues (10, 15, 17, 20)', () => {
    for (const ruc of ['2010007097', '201000709700', '2010007097a', ' 20100070970', '', '2010007097.']) expect(rucProblem(ruc)).toBe('format');
    // 16, 30 and 11 are not prefixes even with a matching check digit.
    for (const prefix of ['16', '30', '11', '00', '21']) {
      const body = `${prefix}12345678`;
      expect(rucProblem(`${body}${rucCheckDigit(body)}`)).toBe('prefix');
    }
  });
});
