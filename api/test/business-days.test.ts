// Business days of Peru: weekends and the national public holidays of date-holidays are skipped; every expected date
// below was counted by hand on a 2026 calendar.
import { addBusinessDays, isBusinessDay, limaDateOf, peruPublicHolidays } from '../src/lib/business-days.js';

describe('peruPublicHolidays', () => {
  test('2026 holds the fixed holidays and Holy Thursday and Friday (2–3 April), not observances', () => {
    const days = peruPublicHolidays(2026);
    for (const date of ['2026-01-01', '2026-04-02', '2026-04-03', '2026-05-01', '2026-06-29', '2026-07-28', '2026-07-29',
      '2026-08-30', '2026-10-08', '2026-11-01', '2026-12-08', '2026-12-09', '2026-12-25']) {
      expect(days.has(date)).toBe(true);
    }
    // Mother's Day (second Sunday of May) is an observance in date-holidays, not a day off.
    expect(days.has('2026-05-10')).toBe(false);
  });
});

describe('isBusinessDay', () => {
  test.each([
    ['2026-11-20', true], // Friday
    ['2026-11-21', false], // Saturday
    ['2026-11-22', false], // Sunday
    ['2026-07-28', false], // Independence, Tuesday
    ['2026-07-30', true],
    ['2026-12-25', false], // Christmas, Friday
    ['2026-04-01', true], // Holy Wednesday is a working day
  ])('%s → %s', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });
});

describe('addBusinessDays', () => {
  test.each([
    // Friday 24 July + 2: Monday 27, then 28 and 29 (Fiestas Patrias) are skipped → Thursday 30.
    ['2026-07-24', 2, '2026-07-30'],
    ['2026-07-27', 1, '2026-07-30'],
    // Holy week 2026: Wednesday 1 April + 1 skips Thursday 2, Friday 3 and the weekend → Monday 6.
    ['2026-04-01', 1, '2026-04-06'],
    // Monday 7 December + 1 skips 8 (Inmaculada Concepción) and 9 (Ayacucho) → Thursday 10.
    ['2026-12-07', 1, '2026-12-10'],
    // Thursday 24 December + 1 skips Christmas and the weekend → Monday 28.
    ['2026-12-24', 1, '2026-12-28'],
    // Thursday 31 December + 1 skips New Year's Day 2027 and the weekend → Monday 4 January 2027.
    ['2026-12-31', 1, '2027-01-04'],
    // A filing on a Saturday: the count starts on Monday.
    ['2026-11-21', 1, '2026-11-23'],
    // Zero days is the day itself.
    ['2026-11-21', 0, '2026-11-21'],
  ])('%s + %i → %s', (date, days, expected) => {
    expect(addBusinessDays(date, days)).toBe(expected);
  });

  test.each([
    // Monday 23 Nov: 24–27 (4), 30 Nov–4 Dec (9), 7 (10), 8–9 holidays, 10–11 (12), 14–16 (15).
    ['2026-11-23', '2026-12-16'],
    // Friday 17 July: 20–22 (3), 23 Air Force day, 24 (4), 27 (5), 28–29 holidays, 30–31 (7), 3–5 Aug (10), 6 Junín,
    // 7 (11), 10–13 (15).
    ['2026-07-17', '2026-08-13'],
    // Wednesday 25 March: 26–27 (2), 30 Mar–1 Apr (5), 2–3 Holy week, 6–10 (10), 13–17 (15).
    ['2026-03-25', '2026-04-17'],
  ])('the 15-business-day deadline of a claim filed on %s is %s', (date, expected) => {
    expect(addBusinessDays(date, 15)).toBe(expected);
  });

  test('refuses nonsense', () => {
    expect(() => addBusinessDays('2026-02-30', 1)).toThrow();
    expect(() => addBusinessDays('2026-11-23', -1)).toThrow();
    expect(() => addBusinessDays('2026-11-23', 1.5)).toThrow();
  });
});

describe('limaDateOf', () => {
  test('the Lima calendar date (UTC−5), not the UTC one', () => {
    expect(limaDateOf(new Date('2027-01-01T04:30:00Z'))).toBe('2026-12-31');
    expect(limaDateOf(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
  });
});
