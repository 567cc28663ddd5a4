// Every business constant of the shop (limits, page sizes, timings, enumerations), named once. Those the
// API judges too (ID documents, the mobile number, ages, the claims book) come from its domain rules.
import { CLAIM_FILE_TYPES as CLAIM_TYPES, CLAIM_LIMITS as CLAIM_RULES, CLAIM_RESPONSE_BUSINESS_DAYS as CLAIM_DAYS } from '@shop/api/rules/claims';
import { ID_NUMBER_RULES, PERSON_ID_TYPES } from '@shop/api/rules/id-documents';
import { PHONE_LENGTH as MOBILE_LENGTH } from '@shop/api/rules/phone';
import { RUC_LENGTH } from '@shop/api/rules/ruc';
import { LEGAL_AGE, MIN_CUSTOMER_AGE, SHOP_TIME_ZONE } from '@shop/api/rules/shop-dates';

// ---- Locale, country, currency -------------------------------------------------------------------

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export const DEFAULT_COUNTRY = 'PE';
/** +51 for PE from the country table; the +57 of the OTP calls is not used. */
export const COUNTRY_CALLING_CODE = '+51';
export const DEFAULT_LOCALE = 'es-PE';
/** Locales the shell registers. */
export const LOCALES = ['es-PE', 'es-CO'] as const;
export const CURRENCY_SYMBOL = 'S/';
export const CURRENCY_CODE = 'PEN';
/** America/Bogota (the Colombian settings') has the same offset as Lima and no DST. */
export const SHOP_TIMEZONE = SHOP_TIME_ZONE;

export interface CountrySettings {
  callingCode: string;
  currencyCode: string;
  currencySymbol: string;
  locale: string;
  timezone: string;
}

/** Per-country settings; an unknown country falls back to CO (the Colombian style is the default). */
export const COUNTRIES: Readonly<Record<string, CountrySettings>> = {
  PE: { callingCode: '+51', currencyCode: 'PEN', currencySymbol: 'S/', locale: 'es-PE', timezone: 'America/Lima' },
  CO: { callingCode: '+57', currencyCode: 'COP', currencySymbol: '$', locale: 'es-CO', timezone: 'America/Bogota' },
  US: { callingCode: '+1', currencyCode: 'USD', currencySymbol: '$', locale: 'en-US', timezone: 'America/New_York' },
};
export const FALLBACK_COUNTRY = 'CO';

export function countrySettings(country: string | null | undefined): CountrySettings {
  return COUNTRIES[country ?? DEFAULT_COUNTRY] ?? (COUNTRIES[FALLBACK_COUNTRY] as CountrySettings);
}

// ---- Layout --------------------------------------------------------------------------------------

/** Widths up to this many px are "mobile". */
export const MOBILE_BREAKPOINT = 767;
export const DIALOG_WIDTHS = { narrow: '35vw', wide: '40vw', mobile: '90vw' } as const;

// ---- Roles, identity ----------------------------------------------------------------------------

export const ROLES = { USER: 'USER', WEB_GUEST_USER: 'WEB_GUEST_USER' } as const;
export type RoleName = (typeof ROLES)[keyof typeof ROLES];

/** The localStorage keys of the shopper's session data, plus the shop's own markers. */
export const LOCAL_STORAGE_KEYS = {
  userId: 'userId',
  userData: 'userData',
  roleId: 'roleId',
  cartId: 'cartId',
  dob: 'dob',
  language: 'language',
  country: 'country',
  /** Idle-cart deadline (epoch ms). */
  idleDeadline: 'idleDeadline',
  /** Day start (epoch ms, shop time zone) the cart's age confirmation was last shown. */
  ageConfirmationShownAt: 'ageConfirmationShownAt',
  /** Day start (epoch ms, shop time zone) the category age notice was last shown. */
  categoryAgeNoticeShownAt: 'categoryAgeNoticeShownAt',
  /** Per user, JSON {userId: day start (epoch ms, shop time zone)} the home pop-up banner was last shown to them. */
  popupBannerShownAt: 'popupBannerShownAt',
  /** Device id sent at guest registration. */
  deviceUid: 'deviceUid',
} as const;

// ---- API -----------------------------------------------------------------------------------------

export const API_BASE = '/api/v1';
/** The origin marker, sent as the X-Origin header on every call (the API tells web from app calls by it). */
export const ORIGIN_MARKER = 'web';
export const ORIGIN_HEADER = 'X-Origin';
export const DEVICE_TYPE = 'web';
/** Sent at guest registration: the shop's own version. */
export const APP_VERSION = '0.1.0';
export const ORDER_PLATFORM = 'WEB';
export const ORDER_TIP = 0;
export const OTP_TYPES = { LOGIN: 'LOGIN', CHANGE_EMAIL: 'CHANGE_EMAIL' } as const;
export const FEEDBACK_TYPES = { LIKE: 'like', DISLIKE: 'dislike' } as const;

// ---- Login and validation -----------------------------------------------------------------------

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const PHONE_LENGTH = MOBILE_LENGTH;
/** Restriction age for age-restricted goods. */
export const AGE_RESTRICTION = LEGAL_AGE;
/** The date-of-birth picker allows at most today minus this many years. */
export const MIN_DOB_AGE = MIN_CUSTOMER_AGE;
export const DELIVERY_INSTRUCTIONS_MAX_LENGTH = 250;

/** ID types as the acceptableIds metadata lists them; only the first three entries are kept. */
export const ID_TYPES = PERSON_ID_TYPES;
export const ACCEPTABLE_IDS_KEPT = 3;
/** ID number lengths: DNI 8, passport or other 12, RUC 11. */
export const ID_LENGTHS = {
  DNI: ID_NUMBER_RULES.DNI.length, PASSPORT: ID_NUMBER_RULES.Pasaporte.length, OTHER: ID_NUMBER_RULES['Carnet de Extranjeria'].length,
  RUC: ID_NUMBER_RULES.RUC.length,
} as const;
/** Invoice (factura) identification number length: a RUC. */
export const INVOICE_ID_LENGTH = RUC_LENGTH;

// ---- Page sizes ----------------------------------------------------------------------------------

export const BRANDS_LIMIT = 50;
export const CATEGORIES_LIMIT = 20;
export const COMBOS_LIMIT = 10;
export const PRODUCT_COMBOS_LIMIT = 10;
export const QUICK_SEARCH_LIMIT = 20;
export const SEARCH_RESULTS_LIMIT = 20;
export const SEARCH_SHOW_MORE_STEP = 20;
export const REBUY_LIMIT = 10;
export const SIMILAR_LIMIT = 20;
/** 20, as the other list pages. */
export const POPULAR_LIMIT = 20;
export const RECOMMENDED_LIMIT = 10;
/** Generic offset page size. */
export const OFFSET_PAGE_SIZE = 20;
export const COUNTRIES_LIMIT = 100;
export const HOME_BANNER_LIMIT = 10;
export const POPUP_BANNER_LIMIT = 1;

// ---- Carousels and timing ------------------------------------------------------------------------

export const BRAND_AUTOPLAY_MS = 4000;
export const BANNER_AUTOPLAY_MS = 3000;
/** Visible / scrolled items per carousel; responsive steps as [maxWidthPx, visible]. */
export const CAROUSELS = {
  brands: { visible: 6, scroll: 3, loop: true, steps: [[767, 5], [600, 4], [500, 3], [370, 2]] },
  categories: { visible: 8, scroll: 4, loop: false },
  combos: { visible: 3.5, scroll: 2, loop: false },
  popular: { visible: 6, scroll: 4, loop: false },
  rebuy: { visible: 6, scroll: 6, loop: false },
  similar: { visible: 5, scroll: 5, loop: false },
  productPageSliders: { visible: 5 },
  comboPagePopular: { visible: 6 },
} as const;
export const REVIEWS_INITIAL = 3;
export const REVIEWS_INCREMENT = 10;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const SEARCH_MIN_CHARS = 4;
export const SEARCH_DEBOUNCE_MS = 1000;
export const IDLE_POLL_MS = 1000;
export const IDLE_START_DELAY_MS = 10_000;
export const IDLE_TIME_ENABLED = true;
export const IDLE_MINUTES = 1;

// ---- Schedule, promo ---------------------------------------------------------------------------

export const SCHEDULE_SLOT_MINUTES = 30;
export const SCHEDULE_MAX_SLOTS = 7;
export const SCHEDULE_DAYS = 8;
/** Formats the schedule-delivery call expects (moment tokens). */
export const SCHEDULE_DATE_FORMAT = 'DD MMM YYYY';
export const SCHEDULE_TIME_FORMAT = 'hh:mm A';
export const PROMO_AMOUNT_DECIMALS = 2;

// ---- Maps ----------------------------------------------------------------------------------------

export const MAP_ZOOM = 19;
export const MAP_MARKER_RADIUS = 20;

// ---- Claims book -------------------------------------------------------------------------------

export const CLAIM_FILE_MAX_BYTES = CLAIM_RULES.maxFileBytes;
export const CLAIM_FILES_TOTAL_MAX_BYTES = CLAIM_RULES.maxTotalBytes;
export const CLAIM_FILE_TYPES = CLAIM_TYPES;
export const CLAIM_RESPONSE_BUSINESS_DAYS = CLAIM_DAYS;
export const CLAIM_LIMITS = {
  firstName: CLAIM_RULES.firstNameMax, address: CLAIM_RULES.addressMax, phoneMin: 0, phoneMax: CLAIM_RULES.phoneMax, description: CLAIM_RULES.descriptionMax,
} as const;

/** File download helper: MIME type by extension. */
export const DOWNLOAD_MIME_TYPES: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
};

// ---- Catalogue --------------------------------------------------------------------------------

/** Product file type of the main image; the data holds both 'primary' and 'Primary', so compare case-insensitively. */
export const PRIMARY_IMAGE_TYPE = 'Primary';
export const PRODUCT_ATTRIBUTES = {
  brand: 'brand',
  name: 'name',
  shortDescription: 'short_description',
  description: 'description',
  ageRestriction: 'age_restriction',
  toppings: 'toppings',
  noOfUnit: 'no_of_unit',
  pricePerUnit: 'price_per_unit',
  unitOfPricePerUnit: 'unit_of_price_per_unit',
} as const;
export const CATEGORY_ATTRIBUTES = { categoryName: 'category_name', ageRestriction: 'age_restriction' } as const;
export const COMBO_OFFER_TYPES = { NORMAL: 'normal', LIST: 'list' } as const;
export const SEARCH_SORTS = ['none', 'priceLowToHigh', 'priceHighToLow', 'popularity', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

// ---- Enumerations --------------------------------------------------------------------------------

export const ORDER_STATUSES = [
  'COMPLETED', 'DELIVERY_COMPLETED', 'DELIVERY_CANCELED', 'PENDING_CANCELLATION', 'AT_DELIVERY_ADDRESS',
  'ON_ROUTE_TO_DELIVERY_ADDRESS', 'DELIVERY_PARTNER_ALLOCATED', 'INITIATED', 'AT_THE_STORE',
  'WAITING_FOR_DELIVERY_PARTNER_ALLOCATION',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ITEM_STATUSES = [
  'DELIVERED', 'CANCELED', 'REPLACED', 'PARTIALLY_REPLACED', 'MODIFIED', 'REMOVED', 'APPENDED', 'ORDERED',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const CART_DISCARD_STATUS = { NONE: 'NONE', COMPLETE: 'COMPLETE', PARTIAL: 'PARTIAL' } as const;
export type CartDiscardStatus = (typeof CART_DISCARD_STATUS)[keyof typeof CART_DISCARD_STATUS];
export const PAYMENT_METHODS = { CASH: 'CASH', PINPAID: 'PINPAID', ONLINE: 'ONLINE' } as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS];
export const BANNER_TYPES = { BANNERHOME: 'BANNERHOME', POPUP: 'POPUP' } as const;
export type BannerType = (typeof BANNER_TYPES)[keyof typeof BANNER_TYPES];
export const BANNER_APPLICABLE_ON = { COMBOOFFER: 'COMBOOFFER', CATEGORY: 'CATEGORY' } as const;
export const INVOICE_TYPES = { BOLETA_SIMPLE: 'boletaSimple', BOLETA: 'boleta', FACTURA: 'factura' } as const;
export const ADDRESS_ALIASES = ['Home', 'Office', 'Others'] as const;
