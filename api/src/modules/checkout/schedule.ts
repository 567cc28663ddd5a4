// Scheduled delivery rules, pure: the wire formats ('DD MMM YYYY' with English month names, 'hh:mm A'), the window of
// days (today to today + 7 in the shop's time zone), the store's acceptance hours (a window may run past midnight,
// as in stores/coverage.ts) and "later than now".
import moment from 'moment-timezone';
import { withinAcceptanceHours } from '../stores/coverage.js';
import { SCHEDULE_DAYS_AHEAD } from './limits.js';

export const SCHEDULE_DATE_FORMAT = 'DD MMM YYYY';
export const SCHEDULE_TIME_FORMAT = 'hh:mm A';

export interface ScheduleInput {
  date: string;
  time: string;
  now: Date;
  timezone: string;
  /** Store acceptance hours, ms since midnight (to < from: the window wraps midnight). */
  from: number;
  to: number;
}

export type ScheduleProblem =
  | { field: 'scheduleDate'; problem: 'invalidDate' | 'past' | 'tooFar' }
  | { field: 'scheduleTime'; problem: 'invalidTime' | 'past' | 'outsideHours' };

export type ScheduleVerdict =
  | { ok: true; date: string; time: string; at: Date }
  | { ok: false; problems: ScheduleProblem[] };

/** Strict parse of '05 Dec 2026' (English month abbreviation) → 'YYYY-MM-DD', else null. */
export function parseScheduleDate(text: string): string | null {
  const parsed = moment.utc(text, SCHEDULE_DATE_FORMAT, 'en', true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** Strict parse of '07:30 PM' → 'HH:mm' (24 h), else null. */
export function parseScheduleTime(text: string): string | null {
  const parsed = moment.utc(text, SCHEDULE_TIME_FORMAT, 'en', true);
  return parsed.isValid() ? parsed.format('HH:mm') : null;
}

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Every problem of a requested slot (both fields at once), or the slot as stored (date 'YYYY-MM-DD', time 'HH:mm') and
 * the instant it stands for in the shop's time zone.
 */
export function checkSchedule(input: ScheduleInput): ScheduleVerdict {
  const problems: ScheduleProblem[] = [];
  const date = parseScheduleDate(input.date);
  const time = parseScheduleTime(input.time);
  const today = moment.tz(input.now, input.timezone).format('YYYY-MM-DD');
  const last = moment.tz(input.now, input.timezone).add(SCHEDULE_DAYS_AHEAD, 'days').format('YYYY-MM-DD');

  if (date === null) problems.push({ field: 'scheduleDate', problem: 'invalidDate' });
  else if (date < today) problems.push({ field: 'scheduleDate', problem: 'past' });
  else if (date > last) problems.push({ field: 'scheduleDate', problem: 'tooFar' });

  if (time === null) problems.push({ field: 'scheduleTime', problem: 'invalidTime' });
  else if (!withinAcceptanceHours(minutesOf(time) * 60_000, input.from, input.to)) problems.push({ field: 'scheduleTime', problem: 'outsideHours' });

  if (date === null || time === null) return { ok: false, problems };
  const at = moment.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', true, input.timezone).toDate();
  // Only a slot of an acceptable day can be "past" by its time; a past day is already said.
  if (date === today && at.getTime() <= input.now.getTime()) problems.push({ field: 'scheduleTime', problem: 'past' });
  return problems.length ? { ok: false, problems } : { ok: true, date, time, at };
}

/**
 * Whether a stored schedule is still a slot the store would accept now (the order placement re-checks it): the same
 * rules as a new request, on the stored 'YYYY-MM-DD' / 'HH:mm'.
 */
export function storedScheduleValid(stored: { date: string; time: string }, now: Date, timezone: string, from: number, to: number): boolean {
  const date = moment.utc(stored.date, 'YYYY-MM-DD', true).locale('en').format(SCHEDULE_DATE_FORMAT);
  const time = moment.utc(stored.time, 'HH:mm', true).locale('en').format(SCHEDULE_TIME_FORMAT);
  return checkSchedule({ date, time, now, timezone, from, to }).ok;
}
