// Store acceptance hours (ms since the shop's midnight) read against the store's clock (nowEpoch), in the shop's
// fixed zone: America/Lima is UTC−5 all year, so plain arithmetic is exact (no moment-timezone chunk needed).
const SHOP_OFFSET_MS = 5 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** ms since the shop's midnight of an instant. */
export const msOfShopDay = (epoch: number): number => ((epoch - SHOP_OFFSET_MS) % DAY_MS + DAY_MS) % DAY_MS;

/** The instant of the shop's midnight of the day holding `epoch`. */
export const shopDayStart = (epoch: number): number => epoch - msOfShopDay(epoch);

/** Inside the hours; a range whose end is before its start runs past midnight. */
export function withinHours(ms: number, from: number, to: number): boolean {
  if (from === to) return true;
  return from < to ? ms >= from && ms < to : ms >= from || ms < to;
}

export interface NextOpening {
  /** The instant orders are accepted again. */
  at: number;
  day: 'today' | 'tomorrow';
}

/**
 * When the store accepts orders next, for a store that is not taking them now: today at its opening time if that is
 * still ahead, else tomorrow's.
 */
export function nextOpening(nowEpoch: number, from: number): NextOpening {
  const start = shopDayStart(nowEpoch);
  const today = start + from;
  return today > nowEpoch ? { at: today, day: 'today' } : { at: start + DAY_MS + from, day: 'tomorrow' };
}
