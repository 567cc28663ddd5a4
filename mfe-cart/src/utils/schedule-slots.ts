// Schedule delivery times: 30-minute marks inside the store's acceptance hours, at most 7 a day, the ones
// at or before now disabled; and the check of a custom time. Times are ms since the shop's midnight, as the store's
// orderAcceptanceTimeFrom/To; the shop's zone (America/Lima) has no DST, so a day is always 24 h from its start.
import { SCHEDULE_MAX_SLOTS, SCHEDULE_SLOT_MINUTES } from '@shop/shared/constants';

export const MS_PER_DAY = 86_400_000;
const STEP_MS = SCHEDULE_SLOT_MINUTES * 60_000;

/** The server's rule (stores/coverage.ts): from === to, or 0 to 24:00, is all day; from > to wraps past midnight. */
export function withinAcceptanceHours(ms: number, from: number, to: number): boolean {
  if (from === to || (from === 0 && to === MS_PER_DAY)) return true;
  return from < to ? ms >= from && ms < to : ms >= from || ms < to;
}

/** 'hh:mm A' in English, the schedule call's format ('07:30 PM'); 24:00 reads '12:00 AM'. */
export function timeLabel(ms: number): string {
  const minutes = Math.floor((((ms % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / 60_000);
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${String(hours12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** An <input type="time"> value ('HH:mm') → ms since midnight, or null when it is not a time. */
export function parseTimeInput(value: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59) return null;
  return (hours * 60 + minutes) * 60_000;
}

export interface ScheduleSlot {
  /** ms since the day's start. */
  ms: number;
  /** 'hh:mm A'. */
  label: string;
  /** At or before now: shown, not choosable. */
  disabled: boolean;
}

export interface SlotInput {
  /** Epoch ms of the day's start in the shop's zone. */
  dayStart: number;
  now: number;
  from: number;
  to: number;
  /** A cart holding alcohol: the store's alcohol sale hours narrow the times too. */
  alcohol?: { from: number; to: number } | null;
  max?: number;
}

const inWindows = (ms: number, { from, to, alcohol }: Pick<SlotInput, 'from' | 'to' | 'alcohol'>): boolean =>
  withinAcceptanceHours(ms, from, to) && (!alcohol || withinAcceptanceHours(ms, alcohol.from, alcohol.to));

/**
 * The day's marks every 30 minutes inside the hours, in the day's order, at most `max`. Today starts at the current
 * half hour (shown disabled: it has begun), so the list is what the shopper can still choose, not the morning gone by.
 */
export function scheduleSlots({ dayStart, now, from, to, alcohol, max = SCHEDULE_MAX_SLOTS }: SlotInput): ScheduleSlot[] {
  if (now >= dayStart + MS_PER_DAY) return [];
  const first = now > dayStart ? Math.floor((now - dayStart) / STEP_MS) * STEP_MS : 0;
  const slots: ScheduleSlot[] = [];
  for (let ms = first; ms < MS_PER_DAY && slots.length < max; ms += STEP_MS) {
    if (!inWindows(ms, { from, to, alcohol })) continue;
    slots.push({ ms, label: timeLabel(ms), disabled: dayStart + ms <= now });
  }
  return slots;
}

export type CustomTimeCheck = 'ok' | 'required' | 'outsideHours' | 'outsideAlcoholHours' | 'past';

/** A custom time on the chosen day: required, inside the hours (cart.timeErrorMsg) and the alcohol hours, later than now. */
export function checkCustomTime(ms: number | null, { dayStart, now, from, to, alcohol }: Omit<SlotInput, 'max'>): CustomTimeCheck {
  if (ms === null) return 'required';
  if (!withinAcceptanceHours(ms, from, to)) return 'outsideHours';
  if (!inWindows(ms, { from, to, alcohol })) return 'outsideAlcoholHours';
  if (dayStart + ms <= now) return 'past';
  return 'ok';
}
