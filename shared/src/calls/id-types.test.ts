import { changeLanguage, initI18n } from '@shop/shared/i18n';
import { cleanIdNumber, idTypeName, idTypeRules, isValidIdNumber, parseAcceptableIds } from './id-types';

describe('idTypeName', () => {
  beforeAll(() => initI18n());
  afterAll(() => changeLanguage('es'));

  it('names each ID type code as the shopper reads it, in the page language; an unknown code as it is', async () => {
    await changeLanguage('es');
    expect(['DNI', 'Pasaporte', 'Carnet de Extranjeria', 'RUC', 'Cédula'].map(idTypeName))
      .toEqual(['DNI', 'Pasaporte', 'Carnet de Extranjería', 'RUC', 'Cédula']);
    await changeLanguage('en');
    expect(['Pasaporte', 'Carnet de Extranjeria'].map(idTypeName)).toEqual(['Passport', "Foreigner's ID card"]);
  });
});

describe('parseAcceptableIds', () => {
  it('keeps the first three entries, label only', () => {
    expect(parseAcceptableIds(JSON.stringify(['DNI++8', 'Pasaporte++12', 'Carnet de Extranjeria++12', 'RUC++11'])).map((o) => o.label))
      .toEqual(['DNI', 'Pasaporte', 'Carnet de Extranjeria']);
  });

  it('gives nothing for a value that is not a JSON list', () => {
    expect(parseAcceptableIds('DNI++8')).toEqual([]);
    expect(parseAcceptableIds('{"a":1}')).toEqual([]);
  });
});

describe('ID number rules', () => {
  it.each([
    ['DNI', 8, true],
    ['RUC', 11, true],
    ['Pasaporte', 12, false],
    ['Carnet de Extranjeria', 12, false],
  ])('%s: exactly %i characters, numeric %s', (label, length, numeric) => {
    expect(idTypeRules(label)).toEqual({ label, length, numeric });
  });

  it('numeric types keep digits only, others letters and digits, cut at the length', () => {
    expect(cleanIdNumber('12.345-678 9', idTypeRules('DNI'))).toBe('12345678');
    expect(cleanIdNumber('2012345678901', idTypeRules('RUC'))).toBe('20123456789');
    expect(cleanIdNumber('AB-12 345 678 90', idTypeRules('Pasaporte'))).toBe('AB1234567890');
  });

  it('validates the exact length and alphabet', () => {
    expect(isValidIdNumber('1234567', idTypeRules('DNI'))).toBe(false);
    expect(isValidIdNumber('12345678', idTypeRules('DNI'))).toBe(true);
    expect(isValidIdNumber('2012345678', idTypeRules('RUC'))).toBe(false);
    expect(isValidIdNumber('20123456789', idTypeRules('RUC'))).toBe(true);
    expect(isValidIdNumber('AB1234567890', idTypeRules('Pasaporte'))).toBe(true);
    expect(isValidIdNumber('AB123456789', idTypeRules('Pasaporte'))).toBe(false);
  });
});
