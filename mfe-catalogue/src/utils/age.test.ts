import { fullYears, isCalendarDate, latestDob, requiredAge } from './age';

describe('ages on calendar dates (as the API counts them)', () => {
  it('counts a birthday today, not tomorrow', () => {
    expect(fullYears('2007-06-15', '2025-06-15')).toBe(18);
    expect(fullYears('2007-06-16', '2025-06-15')).toBe(17);
  });

  it('a 29 February birthday falls on 1 March in common years', () => {
    expect(fullYears('2008-02-29', '2026-02-28')).toBe(17);
    expect(fullYears('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('the latest date of birth the form accepts is today minus 16 years', () => {
    expect(latestDob('2025-06-15')).toBe('2009-06-15');
    expect(latestDob('2100-02-28', 16)).toBe('2084-02-28');
    // 29 February in a year without one: the 28th.
    expect(latestDob('2116-02-29', 16)).toBe('2100-02-28');
  });

  it('restricted items need at least the legal age', () => {
    expect(requiredAge(0)).toBe(0);
    expect(requiredAge(16)).toBe(18);
    expect(requiredAge(21)).toBe(21);
  });

  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('17/05/1990')).toBe(false);
  });
});
