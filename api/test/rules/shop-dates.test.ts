// Dates in the shop's time zone: calendar dates, full years, date-of-birth limits and the wire format of a date of birth.
import {
  calendarDateAtOffset, calendarDateIn, dobProblem, dobToEpoch, epochToDob, fullYears, isCalendarDate, latestDob, midnightAtOffset, requiredAge,
} from '../../src/rules/shop-dates.js';

test('calendar dates', () => {
  for (const date of ['2024-02-29', '1900-01-01', '0050-06-01']) expect(isCalendarDate(date)).toBe(true);
  for (const date of ['2023-02-29', '2024-13-01', '2024-1-01', '24-01-01', '2024-04-31', '0050-02-29']) expect([date, isCalendarDate(date)]).toEqual([date, false]);
});

test('today in Lima follows the zone (UTC−5), also across midnight UTC; another zone keeps its summer time', () => {
  expect(calendarDateIn(Date.parse('2026-06-16T04:59:00Z'))).toBe('2026-06-15');
  expect(calendarDateIn(Date.parse('2026-06-16T05:00:00Z'))).toBe('2026-06-16');
  expect(calendarDateIn(Date.parse('2026-07-01T03:30:00Z'), 'America/New_York')).toBe('2026-06-30');
  expect(calendarDateIn(Date.parse('2026-07-01T04:30:00Z'), 'America/New_York')).toBe('2026-07-01');
});

test('dates of birth travel as the date at 05:00Z and come back to the same date, also from a historical midnight', () => {
  expect(dobToEpoch('1990-04-12')).toBe(Date.parse('1990-04-12T05:00:00Z'));
  expect(epochToDob(Date.parse('1990-04-12T05:00:00Z'))).toBe('1990-04-12');
  expect(epochToDob(String(Date.parse('1987-01-10T04:00:00Z')))).toBe('1987-01-10');
  expect(epochToDob('1990-04-12')).toBe('1990-04-12');
  expect(() => dobToEpoch('1990-02-30')).toThrow(RangeError);
  expect(() => epochToDob('x')).toThrow(RangeError);
  expect(calendarDateAtOffset(Date.parse('2000-03-01T04:30:00Z'))).toBe('2000-02-29');
  expect(midnightAtOffset('2000-02-29')).toBe(Date.parse('2000-02-29T05:00:00Z'));
});

test('full years: a birthday today counts; 29 February birthdays fall on 1 March in common years', () => {
  expect(fullYears('2008-06-16', '2026-06-16')).toBe(18);
  expect(fullYears('2008-06-17', '2026-06-16')).toBe(17);
  expect(fullYears('2008-02-29', '2026-02-28')).toBe(17);
  expect(fullYears('2008-02-29', '2026-03-01')).toBe(18);
  expect(fullYears('x', '2026-03-01')).toBeNaN();
});

test('the date-of-birth limits: 16 years, not before 1900, not in the future', () => {
  expect(latestDob('2026-06-16')).toBe('2010-06-16');
  expect(latestDob('2028-02-29')).toBe('2012-02-29');
  expect(latestDob('2029-02-28', 17)).toBe('2012-02-28');
  expect(latestDob('2030-02-28', 2)).toBe('2028-02-28');
  expect(dobProblem('2010-06-16', '2026-06-16')).toBeNull();
  expect(dobProblem('2010-06-17', '2026-06-16')).toBe('tooYoung');
  expect(dobProblem('1899-12-31', '2026-06-16')).toBe('tooOld');
  expect(dobProblem('2026-06-17', '2026-06-16')).toBe('future');
  expect(dobProblem('2010-02-30', '2026-06-16')).toBe('invalid');
});

test('restricted goods need their age, never below 18', () => {
  expect(requiredAge(0)).toBe(0);
  expect(requiredAge(16)).toBe(18);
  expect(requiredAge(21)).toBe(21);
});
