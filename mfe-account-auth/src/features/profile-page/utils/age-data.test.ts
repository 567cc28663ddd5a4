// The age data rules of catalogue §5: ID types from acceptableIds, each number's length, the latest date of birth.
import { cleanIdNumber, dobProblem, idTypeRules, isValidIdNumber, latestDob, parseAcceptableIds, shopToday } from './age-data';

describe('acceptableIds', () => {
  it('keeps the first three labels of the metadata value, without what follows ++', () => {
    expect(parseAcceptableIds(JSON.stringify(['DNI++8', 'Pasaporte++12', 'Carnet de Extranjeria++12', 'RUC++11'])).map((o) => o.label))
      .toEqual(['DNI', 'Pasaporte', 'Carnet de Extranjeria']);
  });

  it('gives no types for a value that is not a JSON list of strings', () => {
    expect(parseAcceptableIds('not json')).toEqual([]);
    expect(parseAcceptableIds('{"a":1}')).toEqual([]);
    expect(parseAcceptableIds('[1, "DNI++8"]').map((o) => o.label)).toEqual(['DNI']);
  });
});

describe('ID numbers', () => {
  it.each([
    ['DNI', 8, true],
    ['RUC', 11, true],
    ['Pasaporte', 12, false],
    ['Carnet de Extranjeria', 12, false],
  ])('%s takes exactly %i characters (digits only: %s)', (label, length, numeric) => {
    const rules = idTypeRules(label);
    expect(rules).toMatchObject({ length, numeric });
    const ok = numeric ? '9'.repeat(length) : 'A1'.repeat(length).slice(0, length);
    expect(isValidIdNumber(ok, rules)).toBe(true);
    expect(isValidIdNumber(ok.slice(1), rules)).toBe(false);
    expect(cleanIdNumber(`${ok}99`, rules)).toHaveLength(length);
  });

  it('drops non-digits for DNI and RUC, and anything but letters and digits for other documents', () => {
    expect(cleanIdNumber('12.345-678', idTypeRules('DNI'))).toBe('12345678');
    expect(cleanIdNumber('20-123456789-1', idTypeRules('RUC'))).toBe('20123456789');
    expect(cleanIdNumber('ab 12-cd', idTypeRules('Pasaporte'))).toBe('ab12cd');
  });
});

describe('date of birth', () => {
  it('is at most today minus 16 years', () => {
    expect(latestDob('2025-06-15')).toBe('2009-06-15');
    expect(dobProblem('2009-06-15', '2025-06-15')).toBeNull();
    expect(dobProblem('2009-06-16', '2025-06-15')).toBe('tooYoung');
    expect(dobProblem('', '2025-06-15')).toBe('required');
    expect(dobProblem('2001-02-30', '2025-06-15')).toBe('invalid');
    expect(dobProblem('1899-12-31', '2025-06-15')).toBe('invalid');
  });

  it('turns 29 February into the 28th of a common year', () => {
    expect(latestDob('2024-02-29')).toBe('2008-02-29');
    expect(latestDob('2028-02-29')).toBe('2012-02-29');
    expect(latestDob('2020-02-29')).toBe('2004-02-29');
    expect(latestDob('2016-02-29', 15)).toBe('2001-02-28');
  });

  it("counts today in Lima (UTC−5): 03:00Z is still the day before", () => {
    expect(shopToday(Date.parse('2025-06-15T03:00:00Z'))).toBe('2025-06-14');
    expect(shopToday(Date.parse('2025-06-15T05:00:00Z'))).toBe('2025-06-15');
  });
});
