// Scheduled delivery rules (pure): strict formats, today … today + 7 in the shop's time zone, store hours including
// windows past midnight, and "later than now".
import { checkSchedule, parseScheduleDate, parseScheduleTime, storedScheduleValid } from '../src/modules/checkout/schedule.js';

const H = 3_600_000;
const LIMA = 'America/Lima';
/** An instant given as Lima wall time (UTC−5, no daylight saving). */
const lima = (local: string): Date => new Date(`${local}-05:00`);

describe('formats', () => {
  test("dates: 'DD MMM YYYY' with English month abbreviations only, real dates only", () => {
    expect(parseScheduleDate('05 Dec 2026')).toBe('2026-12-05');
    expect(parseScheduleDate('29 Feb 2028')).toBe('2028-02-29');
    for (const bad of ['5 Dec 2026', '05 dic 2026', '05 December 2026', '2026-12-05', '05/12/2026', '29 Feb 2027', '32 Jan 2026', '05 Dec 26', '', ' 05 Dec 2026']) {
      expect([bad, parseScheduleDate(bad)]).toEqual([bad, null]);
    }
  });

  test("times: 'hh:mm A' (12-hour clock with AM/PM)", () => {
    expect(parseScheduleTime('07:30 PM')).toBe('19:30');
    expect(parseScheduleTime('12:00 AM')).toBe('00:00');
    expect(parseScheduleTime('12:30 PM')).toBe('12:30');
    for (const bad of ['19:30', '7:30 PM', '07:30', '13:00 PM', '07:60 AM', '07:30PM', 'noon', '']) {
      expect([bad, parseScheduleTime(bad)]).toEqual([bad, null]);
    }
  });
});

describe('a slot', () => {
  // Miraflores-like hours, 07:00–23:00; now is Saturday 21 Nov 2026, 10:00 in Lima (15:00 UTC).
  const now = lima('2026-11-21T10:00:00');
  const base = { now, timezone: LIMA, from: 7 * H, to: 23 * H };

  test('a later time today, and any day up to today + 7, inside the hours, is accepted and stored as wall time', () => {
    expect(checkSchedule({ ...base, date: '21 Nov 2026', time: '10:30 AM' })).toEqual({ ok: true, date: '2026-11-21', time: '10:30', at: lima('2026-11-21T10:30:00') });
    expect(checkSchedule({ ...base, date: '28 Nov 2026', time: '07:00 AM' })).toMatchObject({ ok: true, date: '2026-11-28', time: '07:00' });
    expect(checkSchedule({ ...base, date: '22 Nov 2026', time: '10:59 PM' })).toMatchObject({ ok: true });
  });

  test('now itself and earlier today are past; yesterday is past; today + 8 is too far', () => {
    expect(checkSchedule({ ...base, date: '21 Nov 2026', time: '10:00 AM' })).toEqual({ ok: false, problems: [{ field: 'scheduleTime', problem: 'past' }] });
    expect(checkSchedule({ ...base, date: '21 Nov 2026', time: '09:30 AM' })).toEqual({ ok: false, problems: [{ field: 'scheduleTime', problem: 'past' }] });
    expect(checkSchedule({ ...base, date: '20 Nov 2026', time: '11:00 AM' })).toEqual({ ok: false, problems: [{ field: 'scheduleDate', problem: 'past' }] });
    expect(checkSchedule({ ...base, date: '29 Nov 2026', time: '11:00 AM' })).toEqual({ ok: false, problems: [{ field: 'scheduleDate', problem: 'tooFar' }] });
  });

  test('the closing time is outside the hours, the opening time inside', () => {
    expect(checkSchedule({ ...base, date: '22 Nov 2026', time: '11:00 PM' })).toEqual({ ok: false, problems: [{ field: 'scheduleTime', problem: 'outsideHours' }] });
    expect(checkSchedule({ ...base, date: '22 Nov 2026', time: '06:59 AM' })).toEqual({ ok: false, problems: [{ field: 'scheduleTime', problem: 'outsideHours' }] });
    expect(checkSchedule({ ...base, date: '22 Nov 2026', time: '07:00 AM' })).toMatchObject({ ok: true });
  });

  test('bad formats and rule breaks of both fields are all reported at once', () => {
    expect(checkSchedule({ ...base, date: '2026-11-22', time: '7 PM' })).toEqual({
      ok: false, problems: [{ field: 'scheduleDate', problem: 'invalidDate' }, { field: 'scheduleTime', problem: 'invalidTime' }],
    });
    expect(checkSchedule({ ...base, date: '01 Dec 2026', time: '03:00 AM' })).toEqual({
      ok: false, problems: [{ field: 'scheduleDate', problem: 'tooFar' }, { field: 'scheduleTime', problem: 'outsideHours' }],
    });
  });
});

describe('around midnight in the shop\'s time zone', () => {
  test('"today" is the Lima date: 23:30 on the 21st in Lima is already the 22nd in UTC', () => {
    const now = lima('2026-11-21T23:30:00');
    const allDay = { now, timezone: LIMA, from: 0, to: 24 * H };
    expect(checkSchedule({ ...allDay, date: '21 Nov 2026', time: '11:45 PM' })).toMatchObject({ ok: true, at: lima('2026-11-21T23:45:00') });
    expect(checkSchedule({ ...allDay, date: '28 Nov 2026', time: '11:45 PM' })).toMatchObject({ ok: true });
    expect(checkSchedule({ ...allDay, date: '29 Nov 2026', time: '12:15 AM' })).toMatchObject({ ok: false, problems: [{ field: 'scheduleDate', problem: 'tooFar' }] });
  });

  test('just after midnight the previous day is past and today + 7 moves on', () => {
    const now = lima('2026-11-22T00:10:00');
    const allDay = { now, timezone: LIMA, from: 0, to: 24 * H };
    expect(checkSchedule({ ...allDay, date: '21 Nov 2026', time: '11:45 PM' })).toMatchObject({ ok: false, problems: [{ field: 'scheduleDate', problem: 'past' }] });
    expect(checkSchedule({ ...allDay, date: '22 Nov 2026', time: '12:00 AM' })).toMatchObject({ ok: false, problems: [{ field: 'scheduleTime', problem: 'past' }] });
    expect(checkSchedule({ ...allDay, date: '22 Nov 2026', time: '12:30 AM' })).toMatchObject({ ok: true });
    expect(checkSchedule({ ...allDay, date: '29 Nov 2026', time: '12:30 AM' })).toMatchObject({ ok: true });
  });

  test('a night store (22:00–06:00) accepts times on both sides of midnight and refuses the day hours', () => {
    const night = { now: lima('2026-11-21T12:00:00'), timezone: LIMA, from: 22 * H, to: 6 * H };
    for (const time of ['10:00 PM', '11:59 PM', '12:00 AM', '05:59 AM']) {
      expect([time, checkSchedule({ ...night, date: '22 Nov 2026', time }).ok]).toEqual([time, true]);
    }
    for (const time of ['06:00 AM', '12:00 PM', '09:59 PM']) {
      expect(checkSchedule({ ...night, date: '22 Nov 2026', time })).toEqual({ ok: false, problems: [{ field: 'scheduleTime', problem: 'outsideHours' }] });
    }
  });

  test('an all-day window ending at 24:00 accepts 11:59 PM; 06:00–24:00 refuses 12:00 AM', () => {
    const now = lima('2026-11-21T12:00:00');
    expect(checkSchedule({ now, timezone: LIMA, from: 6 * H, to: 24 * H, date: '22 Nov 2026', time: '11:59 PM' }).ok).toBe(true);
    expect(checkSchedule({ now, timezone: LIMA, from: 6 * H, to: 24 * H, date: '22 Nov 2026', time: '12:00 AM' })).toMatchObject({ ok: false, problems: [{ problem: 'outsideHours' }] });
  });

  test('a stored slot stays valid until its time has come', () => {
    const stored = { date: '2026-11-21', time: '18:00' };
    expect(storedScheduleValid(stored, lima('2026-11-21T17:59:00'), LIMA, 7 * H, 23 * H)).toBe(true);
    expect(storedScheduleValid(stored, lima('2026-11-21T18:00:00'), LIMA, 7 * H, 23 * H)).toBe(false);
    // The store shortened its hours since: the slot no longer fits.
    expect(storedScheduleValid(stored, lima('2026-11-21T10:00:00'), LIMA, 7 * H, 17 * H)).toBe(false);
  });

  test('a stored slot (what the cart answer and placement re-check): today … today + 7 in Lima, inside the hours, after now', () => {
    // 02:00 in Lima on 15 June 2026, a 07:00–23:00 store.
    const valid = (date: string, time: string, from = 7 * H, to = 23 * H) => storedScheduleValid({ date, time }, lima('2026-06-15T02:00:00'), LIMA, from, to);
    expect(valid('2026-06-15', '07:00')).toBe(true);
    expect(valid('2026-06-22', '22:00')).toBe(true);
    expect(valid('2026-06-23', '10:00')).toBe(false);
    expect(valid('2026-06-14', '10:00')).toBe(false);
    expect(valid('2026-06-15', '23:00')).toBe(false);
    expect(valid('2026-06-15', '06:59')).toBe(false);
    expect(valid('2026-06-15', '01:30', 0, 0)).toBe(false);
    expect(valid('2026-06-31', '10:00')).toBe(false);
    expect(valid('2026-06-15', '25:00')).toBe(false);
  });
});
