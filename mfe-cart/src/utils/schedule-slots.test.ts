import { checkCustomTime, MS_PER_DAY, parseTimeInput, scheduleSlots, timeLabel, withinAcceptanceHours } from './schedule-slots';

const H = 3_600_000;
const M = 60_000;
// 2026-11-21 00:00 in Lima (UTC−5) = 05:00 UTC.
const DAY = Date.UTC(2026, 10, 21, 5, 0, 0);
const labels = (slots: { label: string }[]) => slots.map((s) => s.label);

describe('timeLabel / parseTimeInput', () => {
  it("writes 'hh:mm A' in English, noon and midnight included", () => {
    expect(timeLabel(0)).toBe('12:00 AM');
    expect(timeLabel(7 * H + 30 * M)).toBe('07:30 AM');
    expect(timeLabel(12 * H)).toBe('12:00 PM');
    expect(timeLabel(19 * H + 30 * M)).toBe('07:30 PM');
    expect(timeLabel(MS_PER_DAY)).toBe('12:00 AM');
  });

  it('reads an HH:mm input value and refuses anything else', () => {
    expect(parseTimeInput('19:45')).toBe(19 * H + 45 * M);
    expect(parseTimeInput('24:00')).toBeNull();
    expect(parseTimeInput('7:45')).toBeNull();
    expect(parseTimeInput('')).toBeNull();
  });
});

describe('withinAcceptanceHours', () => {
  it('is half-open [from, to) and wraps past midnight when from > to', () => {
    expect(withinAcceptanceHours(8 * H, 8 * H, 22 * H)).toBe(true);
    expect(withinAcceptanceHours(22 * H, 8 * H, 22 * H)).toBe(false);
    expect(withinAcceptanceHours(23 * H, 18 * H, 2 * H)).toBe(true);
    expect(withinAcceptanceHours(1 * H, 18 * H, 2 * H)).toBe(true);
    expect(withinAcceptanceHours(2 * H, 18 * H, 2 * H)).toBe(false);
    expect(withinAcceptanceHours(12 * H, 18 * H, 2 * H)).toBe(false);
  });

  it('treats equal bounds and 0–24:00 as all day', () => {
    expect(withinAcceptanceHours(3 * H, 0, 0)).toBe(true);
    expect(withinAcceptanceHours(3 * H, 0, MS_PER_DAY)).toBe(true);
  });
});

describe('alcohol sale hours narrow the times of a cart holding alcohol', () => {
  const alcohol = { from: 9 * H, to: 23 * H };
  it('slots start at the later of the opening and the sale hours, and end at the earlier close', () => {
    const morning = scheduleSlots({ dayStart: DAY + MS_PER_DAY, now: DAY + 10 * H, from: 7 * H, to: 24 * H, alcohol });
    expect(labels(morning)).toEqual(['09:00 AM', '09:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM']);
    const night = scheduleSlots({ dayStart: DAY, now: DAY + 22 * H + 5 * M, from: 7 * H, to: 24 * H, alcohol });
    expect(labels(night)).toEqual(['10:00 PM', '10:30 PM']);
    expect(night.map((s) => s.disabled)).toEqual([true, false]);
  });

  it('a custom time outside the sale hours says so; inside them it is accepted', () => {
    const input = { dayStart: DAY + MS_PER_DAY, now: DAY + 10 * H, from: 7 * H, to: 24 * H, alcohol };
    expect(checkCustomTime(8 * H + 15 * M, input)).toBe('outsideAlcoholHours');
    expect(checkCustomTime(23 * H + 30 * M, input)).toBe('outsideAlcoholHours');
    expect(checkCustomTime(6 * H, input)).toBe('outsideHours');
    expect(checkCustomTime(9 * H, input)).toBe('ok');
    expect(checkCustomTime(8 * H + 15 * M, { ...input, alcohol: null })).toBe('ok');
  });
});

describe('scheduleSlots', () => {
  it('a later day: seven 30-minute slots from the opening, all enabled', () => {
    const slots = scheduleSlots({ dayStart: DAY + MS_PER_DAY, now: DAY + 10 * H, from: 8 * H, to: 22 * H });
    expect(labels(slots)).toEqual(['08:00 AM', '08:30 AM', '09:00 AM', '09:30 AM', '10:00 AM', '10:30 AM', '11:00 AM']);
    expect(slots.every((s) => !s.disabled)).toBe(true);
  });

  it('today: starts at the current half hour, which is shown disabled; later ones are enabled', () => {
    const slots = scheduleSlots({ dayStart: DAY, now: DAY + 14 * H + 10 * M, from: 8 * H, to: 22 * H });
    expect(labels(slots)).toEqual(['02:00 PM', '02:30 PM', '03:00 PM', '03:30 PM', '04:00 PM', '04:30 PM', '05:00 PM']);
    expect(slots.map((s) => s.disabled)).toEqual([true, false, false, false, false, false, false]);
  });

  it('a slot exactly at now is disabled (at or before now)', () => {
    const slots = scheduleSlots({ dayStart: DAY, now: DAY + 14 * H, from: 8 * H, to: 22 * H });
    expect(slots[0]).toEqual({ ms: 14 * H, label: '02:00 PM', disabled: true });
    expect(slots[1]?.disabled).toBe(false);
  });

  it('stops at the closing time (fewer than seven near the end of the day)', () => {
    const slots = scheduleSlots({ dayStart: DAY, now: DAY + 20 * H + 5 * M, from: 8 * H, to: 22 * H });
    expect(labels(slots)).toEqual(['08:00 PM', '08:30 PM', '09:00 PM', '09:30 PM']);
  });

  it('before opening today: starts at the opening, nothing disabled', () => {
    const slots = scheduleSlots({ dayStart: DAY, now: DAY + 6 * H + 40 * M, from: 8 * H, to: 22 * H });
    expect(slots[0]).toEqual({ ms: 8 * H, label: '08:00 AM', disabled: false });
  });

  it('after closing today: no slots', () => {
    expect(scheduleSlots({ dayStart: DAY, now: DAY + 22 * H + 1 * M, from: 8 * H, to: 22 * H })).toEqual([]);
  });

  it('hours past midnight: a day holds the early part and then the evening, in the day\'s order', () => {
    const slots = scheduleSlots({ dayStart: DAY + MS_PER_DAY, now: DAY + 12 * H, from: 18 * H, to: 2 * H });
    expect(labels(slots)).toEqual(['12:00 AM', '12:30 AM', '01:00 AM', '01:30 AM', '06:00 PM', '06:30 PM', '07:00 PM']);
  });

  it('hours past midnight, today late in the evening: only what is left before midnight', () => {
    const slots = scheduleSlots({ dayStart: DAY, now: DAY + 23 * H + 10 * M, from: 18 * H, to: 2 * H });
    expect(slots.map((s) => [s.label, s.disabled])).toEqual([['11:00 PM', true], ['11:30 PM', false]]);
  });

  it('a past day has no slots', () => {
    expect(scheduleSlots({ dayStart: DAY - MS_PER_DAY, now: DAY + H, from: 0, to: 0 })).toEqual([]);
  });
});

describe('checkCustomTime', () => {
  const base = { dayStart: DAY, now: DAY + 14 * H, from: 8 * H, to: 22 * H };
  it('requires a time, inside the hours, later than now', () => {
    expect(checkCustomTime(null, base)).toBe('required');
    expect(checkCustomTime(23 * H, base)).toBe('outsideHours');
    expect(checkCustomTime(7 * H + 59 * M, base)).toBe('outsideHours');
    expect(checkCustomTime(13 * H, base)).toBe('past');
    expect(checkCustomTime(14 * H, base)).toBe('past');
    expect(checkCustomTime(14 * H + 1 * M, base)).toBe('ok');
    expect(checkCustomTime(9 * H, { ...base, dayStart: DAY + MS_PER_DAY })).toBe('ok');
  });

  it('follows hours past midnight', () => {
    const late = { dayStart: DAY + MS_PER_DAY, now: DAY, from: 18 * H, to: 2 * H };
    expect(checkCustomTime(1 * H + 15 * M, late)).toBe('ok');
    expect(checkCustomTime(3 * H, late)).toBe('outsideHours');
  });
});
