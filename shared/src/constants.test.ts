// The shop's constants keep their values: other apps validate and page against them.
import {
  AGE_RESTRICTION, BRANDS_LIMIT, CART_DISCARD_STATUS, CATEGORIES_LIMIT, COUNTRY_CALLING_CODE, CURRENCY_SYMBOL, DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE, DEFAULT_LOCALE, ID_LENGTHS, LANGUAGES, LOCAL_STORAGE_KEYS, MIN_DOB_AGE, MOBILE_BREAKPOINT, OTP_LENGTH,
  OTP_RESEND_SECONDS, PAYMENT_METHODS, PHONE_LENGTH, ROLES, SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SHOP_TIMEZONE, countrySettings,
  API_BASE, ORIGIN_MARKER, ORDER_STATUSES, ITEM_STATUSES, BANNER_TYPES, ID_TYPES,
} from '@shop/shared/constants';

it('holds the shop\'s defaults', () => {
  expect([DEFAULT_LANGUAGE, DEFAULT_COUNTRY, DEFAULT_LOCALE, CURRENCY_SYMBOL, COUNTRY_CALLING_CODE, SHOP_TIMEZONE]).toEqual(['es', 'PE', 'es-PE', 'S/', '+51', 'America/Lima']);
  expect(LANGUAGES).toEqual(['es', 'en']);
  expect([OTP_LENGTH, OTP_RESEND_SECONDS, PHONE_LENGTH, AGE_RESTRICTION, MIN_DOB_AGE, MOBILE_BREAKPOINT]).toEqual([6, 60, 9, 18, 16, 767]);
  expect([BRANDS_LIMIT, CATEGORIES_LIMIT, SEARCH_MIN_CHARS, SEARCH_DEBOUNCE_MS]).toEqual([50, 20, 4, 1000]);
  expect([API_BASE, ORIGIN_MARKER]).toEqual(['/api/v1', 'web']);
});

it('names the roles, ID lengths and enumerations exactly as the API sends them', () => {
  expect(ROLES).toEqual({ USER: 'USER', WEB_GUEST_USER: 'WEB_GUEST_USER' });
  expect(ID_LENGTHS).toEqual({ DNI: 8, PASSPORT: 12, OTHER: 12, RUC: 11 });
  expect(ID_TYPES).toEqual(['DNI', 'Pasaporte', 'Carnet de Extranjeria']);
  expect(Object.values(CART_DISCARD_STATUS)).toEqual(['NONE', 'COMPLETE', 'PARTIAL']);
  expect(Object.values(PAYMENT_METHODS)).toEqual(['CASH', 'PINPAID', 'ONLINE']);
  expect(Object.values(BANNER_TYPES)).toEqual(['BANNERHOME', 'POPUP']);
  expect(ORDER_STATUSES).toHaveLength(10);
  expect(ITEM_STATUSES).toHaveLength(8);
});

it('keeps the local user data under its fixed keys', () => {
  for (const key of ['userId', 'userData', 'roleId', 'cartId', 'dob', 'language', 'country'] as const) expect(LOCAL_STORAGE_KEYS[key]).toBe(key);
});

it('falls back to the Colombian settings for an unknown country, PE by default', () => {
  expect(countrySettings(undefined).currencyCode).toBe('PEN');
  expect(countrySettings('PE').callingCode).toBe('+51');
  expect(countrySettings('XX').currencyCode).toBe('COP');
});
