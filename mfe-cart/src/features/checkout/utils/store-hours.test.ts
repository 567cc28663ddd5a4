// Store hours read in the shop's zone (Lima, UTC−5): time of day, inside the hours (also past midnight), next opening.
import { msOfShopDay, nextOpening, shopDayStart, withinHours } from './store-hours';

const H = 3_600_000;

it('reads the time of day in Lima, also when UTC is already the next day', () => {
  expect(msOfShopDay(Date.UTC(2026, 10, 21, 17, 30))).toBe(12.5 * H);
  expect(msOfShopDay(Date.UTC(2026, 10, 22, 3, 0))).toBe(22 * H);
  expect(shopDayStart(Date.UTC(2026, 10, 22, 3, 0))).toBe(Date.UTC(2026, 10, 21, 5, 0));
});

it('hours that run past midnight contain the small hours', () => {
  expect(withinHours(9 * H, 8 * H, 22 * H)).toBe(true);
  expect(withinHours(22 * H, 8 * H, 22 * H)).toBe(false);
  expect(withinHours(1 * H, 20 * H, 2 * H)).toBe(true);
  expect(withinHours(3 * H, 20 * H, 2 * H)).toBe(false);
});

it('opens later today before the opening time, else tomorrow', () => {
  const before = nextOpening(Date.UTC(2026, 10, 21, 11, 0), 8 * H); // 06:00 Lima
  expect(before).toEqual({ at: Date.UTC(2026, 10, 21, 13, 0), day: 'today' });
  const after = nextOpening(Date.UTC(2026, 10, 22, 3, 30), 8 * H); // 22:30 Lima
  expect(after).toEqual({ at: Date.UTC(2026, 10, 22, 13, 0), day: 'tomorrow' });
});
