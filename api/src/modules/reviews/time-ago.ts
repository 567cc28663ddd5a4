// "hace 3 días" / "3 days ago": how long ago a review was written, in the request language, from app.clock's now.
import { translate, type Language, type MessageKey } from '../../i18n/messages.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole units, rounded down: 23 h is "23 hours", 30–364 days are months of 30 days, then years of 365 days. */
export function timeAgo(then: Date, now: Date, language: Language): string {
  const elapsed = now.getTime() - then.getTime();
  const say = (one: MessageKey, many: MessageKey, count: number) => (count === 1 ? translate(language, one) : translate(language, many, { count }));
  if (elapsed < MINUTE) return translate(language, 'feedback.timeAgo.justNow'); // also a date slightly ahead of the clock
  if (elapsed < HOUR) return say('feedback.timeAgo.minute', 'feedback.timeAgo.minutes', Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return say('feedback.timeAgo.hour', 'feedback.timeAgo.hours', Math.floor(elapsed / HOUR));
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return say('feedback.timeAgo.day', 'feedback.timeAgo.days', days);
  if (days < 365) return say('feedback.timeAgo.month', 'feedback.timeAgo.months', Math.floor(days / 30));
  return say('feedback.timeAgo.year', 'feedback.timeAgo.years', Math.floor(days / 365));
}
