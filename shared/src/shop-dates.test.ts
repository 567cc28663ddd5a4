// Dates in the shop's time zone (Lima, UTC-5, no DST), with only the shop's zones bundled.
import { ageOn, formatShopDate, isSameShopDay, msSinceShopMidnight, nextShopDays, startOfShopDay } from './shop-dates';
import latest from 'moment-timezone/data/packed/latest.json';
import zones from './shop-zones.json';

// 2025-11-21 03:30 UTC is still 2025-11-20 22:30 in Lima.
const LATE_EVENING_LIMA = Date.UTC(2025, 10, 21, 3, 30);

it('formats in the shop zone with the API formats', () => {
  expect(formatShopDate(LATE_EVENING_LIMA)).toBe('20 Nov 2025');
  expect(formatShopDate(LATE_EVENING_LIMA, 'hh:mm A')).toBe('10:30 PM');
  expect(formatShopDate(LATE_EVENING_LIMA, 'DD MMM YYYY HH:mm', 'America/New_York')).toBe('20 Nov 2025 22:30');
  expect(formatShopDate('2025-11-20', 'ddd DD MMM')).toBe('Thu 20 Nov');
});

it('startOfShopDay is Lima midnight, not UTC midnight', () => {
  expect(startOfShopDay(LATE_EVENING_LIMA)).toBe(Date.UTC(2025, 10, 20, 5, 0));
  expect(isSameShopDay(LATE_EVENING_LIMA, Date.UTC(2025, 10, 20, 12, 0))).toBe(true);
  expect(isSameShopDay(LATE_EVENING_LIMA, Date.UTC(2025, 10, 21, 12, 0))).toBe(false);
});

it('msSinceShopMidnight matches the store hours unit', () => {
  expect(msSinceShopMidnight(LATE_EVENING_LIMA)).toBe((22 * 60 + 30) * 60 * 1000);
});

it('ageOn counts whole years in the shop zone', () => {
  expect(ageOn('2007-11-21', LATE_EVENING_LIMA)).toBe(17); // the 18th birthday is tomorrow in Lima
  expect(ageOn('2007-11-20', LATE_EVENING_LIMA)).toBe(18);
  expect(ageOn(String(Date.UTC(1990, 0, 1, 12)), LATE_EVENING_LIMA)).toBe(35);
});

it('nextShopDays lists day starts', () => {
  const days = nextShopDays(8, LATE_EVENING_LIMA);
  expect(days).toHaveLength(8);
  expect(days[1]! - days[0]!).toBe(24 * 3600 * 1000);
  expect(days[0]).toBe(startOfShopDay(LATE_EVENING_LIMA));
});

it('bundles the zones exactly as moment-timezone ships them (run scripts/pack-zones.mjs after upgrading)', () => {
  expect(zones.version).toBe(latest.version);
  for (const z of zones.zones) expect(latest.zones).toContain(z);
});
