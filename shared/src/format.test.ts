// Money, slugs and discount percent exactly as the shop writes them; dates load lazily.
import { discountPercent, formatCurrency, formatSchedule, formatShopDateTime, formatTimeOfDay, loadShopDates, slugify } from '@shop/shared/format';
import { initI18n, loadTexts } from '@shop/shared/i18n';

// Both languages: the formatting is asked for in either, whatever the page's language.
beforeAll(async () => {
  await initI18n();
  await loadTexts('en');
});

describe('formatCurrency', () => {
  it('PE: S/ and two decimals', () => {
    expect(formatCurrency(12.5)).toBe('S/ 12.50');
    expect(formatCurrency(12.5, 'PE')).toBe('S/ 12.50');
    expect(formatCurrency(1234.567, 'PE')).toBe('S/ 1,234.57');
    expect(formatCurrency(0, 'PE')).toBe('S/ 0.00');
    expect(formatCurrency('7.9', 'PE')).toBe('S/ 7.90');
  });

  it('CO: whole numbers with dot thousands', () => {
    expect(formatCurrency(12500, 'CO')).toBe('$ 12.500');
    expect(formatCurrency(1500.6, 'CO')).toBe('$ 1.501');
    expect(formatCurrency(1234567, 'CO')).toBe('$ 1.234.567');
  });

  it('US: up to two decimals', () => {
    expect(formatCurrency(12, 'US')).toBe('$ 12');
    expect(formatCurrency(12.5, 'US')).toBe('$ 12.5');
    expect(formatCurrency(12.256, 'US')).toBe('$ 12.26');
    expect(formatCurrency(1000, 'US')).toBe('$ 1,000');
  });

  it('unknown countries use the Colombian style; bad amounts format as zero; negatives keep the sign', () => {
    expect(formatCurrency(12500, 'XX')).toBe('$ 12.500');
    expect(formatCurrency('abc', 'PE')).toBe('S/ 0.00');
    expect(formatCurrency(Number.NaN, 'PE')).toBe('S/ 0.00');
    expect(formatCurrency(-5, 'PE')).toBe('-S/ 5.00');
    expect(formatCurrency(-0.001, 'PE')).toBe('S/ 0.00');
  });
});

describe('slugify', () => {
  it('keeps accents, lowercases, drops symbols, turns spaces into hyphens', () => {
    expect(slugify('Cerveza Cusqueña Dorada 620 ml')).toBe('cerveza-cusqueña-dorada-620-ml');
    expect(slugify('  Pisco & Ginger  ')).toBe('pisco-ginger');
    expect(slugify('Coca-Cola 1.5 L')).toBe('cocacola-15-l');
    expect(slugify('ÁRBOL Ñandú')).toBe('árbol-ñandú');
    expect(slugify('!!!')).toBe('');
  });

  it('treats decomposed accents like composed ones', () => {
    expect(slugify('Cusquen\u0303a')).toBe('cusqueña');
  });
});

describe('discountPercent', () => {
  it('has at most one decimal', () => {
    expect(discountPercent(10, 9)).toBe('10');
    expect(discountPercent(100, 87.655)).toBe('12.3');
    expect(discountPercent(3, 2)).toBe('33.3');
    expect(discountPercent(8, 6)).toBe('25');
  });

  it('is 0 with no discount or a bad actual price', () => {
    expect(discountPercent(10, 10)).toBe('0');
    expect(discountPercent(10, 12)).toBe('0');
    expect(discountPercent(0, 0)).toBe('0');
  });
});

describe('formatShopDateTime', () => {
  // 2025-11-21 03:30 UTC is still the evening of the 20th in Lima.
  const LATE_EVENING_LIMA = Date.UTC(2025, 10, 21, 3, 30);

  it('shows the shop-zone date in the shopper language', () => {
    expect(formatShopDateTime(LATE_EVENING_LIMA, 'es', { day: 'numeric', month: 'long' })).toBe('20 de noviembre');
    expect(formatShopDateTime(LATE_EVENING_LIMA, 'en', { day: 'numeric', month: 'long' })).toBe('November 20');
    expect(formatShopDateTime(LATE_EVENING_LIMA, 'en', { hour: 'numeric', minute: '2-digit', hour12: false })).toBe('22:30');
  });
});

describe('times of day and schedules in the shopper\'s language', () => {
  const H = 3_600_000;
  // Spaces inside Intl's 'a. m.' vary (U+202F / U+00A0) between ICU versions: compare them as plain spaces.
  const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

  it('reads store hours and slots as the shop writes them (24-hour in Spanish), the end of the day as midnight (never 24:00)', () => {
    expect(formatTimeOfDay(7 * H, 'es')).toBe('07:00');
    expect(formatTimeOfDay(19.5 * H, 'es')).toBe('19:30');
    expect(formatTimeOfDay(0, 'es')).toBe('00:00');
    expect(plain(formatTimeOfDay(19.5 * H, 'en'))).toBe('7:30 PM');
    expect(formatTimeOfDay(24 * H, 'es')).toBe('medianoche');
    expect(formatTimeOfDay(24 * H, 'en')).toBe('midnight');
    expect(plain(formatTimeOfDay(0, 'en'))).toBe('12:00 AM');
  });

  it('turns the API\'s English schedule into the shopper\'s language', () => {
    const es = formatSchedule('02 Dec 2026', '07:00 AM', 'es');
    // ICU versions differ on the abbreviations' full stop ('dic' / 'dic.').
    expect(plain(es?.date)).toMatch(/^mié\.?, 2 dic\.? 2026$/);
    expect(es?.time).toBe('07:00');
    const en = formatSchedule('02 Dec 2026', '12:30 PM', 'en');
    expect(en && { date: plain(en.date), time: plain(en.time) }).toEqual({ date: 'Wed, Dec 2, 2026', time: '12:30 PM' });
    expect(plain(formatSchedule('1 Jan 2027', '12:00 AM', 'en')?.time)).toBe('12:00 AM');
    expect(formatSchedule('2026-12-02', '07:00 AM', 'es')).toBeNull();
    expect(formatSchedule('02 Dic 2026', '07:00', 'es')).toBeNull();
  });
});

it('loads the date helpers once, on demand', async () => {
  const a = await loadShopDates();
  const b = await loadShopDates();
  expect(a).toBe(b);
  expect(typeof a.formatShopDate).toBe('function');
});
