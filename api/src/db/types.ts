// The typed shape of the database for Kysely: one interface per table, columns as PostgreSQL returns them.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** numeric(12,2): node-postgres returns a string (exact); writes accept numbers too. */
export type Numeric = ColumnType<string, string | number, string | number>;
export type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;
/** timestamptz with a database default. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** date columns come back as Date from node-postgres. */
export type DateColumn = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Json = ColumnType<unknown, string, string>;
export type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

import type { IdCheck, ItemStatus, OrderStatus, PaymentMethod } from '../rules/orders.js';
export {
  ID_CHECKS, ITEM_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, type IdCheck, type ItemStatus, type OrderStatus, type PaymentMethod,
} from '../rules/orders.js';
import type { IdType } from '../rules/id-documents.js';
export { ID_TYPES, type IdType } from '../rules/id-documents.js';

export interface LanguagesTable { language_id: number; code: string; name: string }
export interface CountriesTable {
  country_id: string; country_name: string; country_code: string; flag_img_url: string; currency: string;
  currency_symbol: string; timezone: string; default_language_id: number; active: Generated<boolean>; sort_order: Generated<number>;
}
export interface CountryTranslationsTable { country_id: string; language_id: number; country_name: string }
export interface RolesTable { role_id: number; role_name: string }
export interface UsersTable {
  user_id: Generated<number>; country_id: string; country_code: string | null; contact_number: string | null;
  first_name: string | null; last_name: string | null; email: string | null; email_verified: Generated<boolean>;
  language_id: number | null; created_at: CreatedAt; updated_at: CreatedAt;
}
export interface UserRolesTable { user_id: number; role_id: number }
export interface DevicesTable {
  device_id: Generated<number>; device_uid: string; device_token: string | null; device_name: string | null;
  device_type: Generated<string>; app_version: string | null; country_id: string | null; user_id: number | null;
  created_at: CreatedAt; updated_at: CreatedAt;
}
export interface SessionsTable {
  session_id: string; user_id: number; device_id: number | null; created_at: CreatedAt; expires_at: Timestamp; last_seen_at: CreatedAt;
}
export interface OtpsTable {
  otp_id: Generated<number>; target: string; channel: 'SMS' | 'EMAIL'; otp_type: 'LOGIN' | 'CHANGE_EMAIL'; code_hash: string;
  user_id: number | null; expires_at: Timestamp; attempts: Generated<number>; used: Generated<boolean>; ip: string | null; created_at: CreatedAt;
}
export interface RateLimitHitsTable { bucket: string; window_start: Timestamp; hits: Generated<number> }
export interface OtpLockoutsTable { target: string; consecutive_failures: Generated<number>; locked_until: NullableTimestamp; last_failure_at: Timestamp }
export interface CustomersTable {
  user_id: number; id_type: IdType | null; id_number: string | null; dob: DateColumn; email: string | null;
  first_name: string | null; last_name: string | null; updated_at: CreatedAt;
  /** 0011: the last "Yes, 18 or over" at checkout. */
  age_confirmed_at: NullableTimestamp;
}
/** 0011: support's corrections of a locked date of birth or ID. */
export interface CustomerIdentityChangesTable {
  change_id: Generated<number>; user_id: number; field: 'dob' | 'id'; old_value: string | null; new_value: string | null; reason: string;
  changed_at: CreatedAt;
}
export interface StoresTable {
  store_id: Generated<number>; code: string; country_id: string; name: string; address: string; latitude: number; longitude: number;
  delivery_radius_m: number; order_acceptance_time_from: number; order_acceptance_time_to: number; online: Generated<boolean>;
  delivering: Generated<boolean>; schedule_delivery_enabled: Generated<boolean>; offline_message_es: string | null;
  offline_message_en: string | null; minimum_order_amount: Numeric; shipping_fee: Numeric; service_charge: Numeric;
  free_shipping_threshold: NullableNumeric; phone: string | null; active: Generated<boolean>; created_at: CreatedAt; updated_at: CreatedAt;
  accepts_cash: Generated<boolean>; accepts_pinpaid: Generated<boolean>;
  /** 0011: the alcohol sale window, ms since midnight in the shop's time zone (seeded 09:00–23:00). */
  alcohol_sale_time_from: Generated<number>; alcohol_sale_time_to: Generated<number>;
}
export interface UserAddressesTable {
  user_address_id: Generated<number>; user_id: number; country_id: string; first_name: string | null; last_name: string | null;
  telephone: string | null; street1: string; street2: string | null; landmark: string | null; city_name_google: string | null;
  latitude: number; longitude: number; alias: Generated<'Home' | 'Office' | 'Others'>; default_shipping: Generated<boolean>;
  deleted_at: NullableTimestamp; created_at: CreatedAt; updated_at: CreatedAt;
}
export interface CategoriesTable {
  category_id: Generated<number>; code: string; parent_category_id: number | null; sort_order: Generated<number>;
  age_restriction: Generated<number>; image_url: string | null; colour: string; active: Generated<boolean>; created_at: CreatedAt;
  /** 0011: the category sells alcohol (legal notice, sale hours). */
  alcohol: Generated<boolean>;
}
export interface CategoryTranslationsTable { category_id: number; language_id: number; name: string; description: string | null }
export interface BrandsTable {
  brand_id: Generated<number>; code: string; name: string; image_url: string | null; colour: string; sort_order: Generated<number>;
  active: Generated<boolean>; created_at: CreatedAt;
}
export interface ProductsTable {
  product_id: Generated<number>; sku: string; category_id: number; brand_id: number; age_restriction: Generated<number>;
  actual_price: Numeric; discounted_price: Numeric; popularity: Generated<number>; active: Generated<boolean>;
  created_at: CreatedAt; updated_at: CreatedAt;
  /** The words of its names and brand in every language (migration 0012, kept by triggers). */
  search_words: Generated<string[]>;
}
export interface ArtworkTable {
  hash: string; content_type: Generated<string>; body: string; width: number; height: number; created_at: CreatedAt;
}
export interface ProductTranslationsTable {
  product_id: number; language_id: number; name: string; brand_name: string; short_description: string | null;
  description: string | null; search_text: GeneratedAlways<string>; search_words: GeneratedAlways<string[]>;
}
export type AttributeInputType = 'text' | 'textarea' | 'number' | 'price' | 'list' | 'boolean';
export interface ProductAttributesTable {
  product_id: number; language_id: number; attribute_code: string; attribute_name: string; value: string;
  input_type: AttributeInputType; visible_to_users: Generated<boolean>; sort_order: Generated<number>;
}
export interface ProductFilesTable {
  product_file_id: Generated<number>; product_id: number; file_type: 'Primary' | 'Secondary' | 'Thumbnail'; image_url: string; sort_order: Generated<number>;
}
export interface ProductToppingsTable {
  product_topping_id: Generated<number>; product_id: number; language_id: number; name: string; extra_price: Generated<string>; sort_order: Generated<number>;
}
export interface StoreProductsTable {
  store_id: number; product_id: number; available: Generated<boolean>; stock: number | null; actual_price: NullableNumeric;
  discounted_price: NullableNumeric; updated_at: CreatedAt;
}
export interface ComboOffersTable {
  combo_offer_id: Generated<number>; code: string; combo_offer_type: 'normal' | 'list'; combo_selling_price: Numeric;
  actual_selling_price: Numeric; image_url: string | null; web_image_url: string | null; age_restriction: Generated<boolean>;
  sort_order: Generated<number>; active: Generated<boolean>; start_date: NullableTimestamp; end_date: NullableTimestamp; created_at: CreatedAt;
}
export interface ComboOfferTranslationsTable { combo_offer_id: number; language_id: number; combo_name: string; combo_offer_description: string }
export interface ComboOfferProductsTable { combo_offer_id: number; product_id: number; quantity: number; sort_order: Generated<number> }
export interface ComboOfferListsTable { list_id: Generated<number>; combo_offer_id: number; code: string; sort_order: Generated<number> }
export interface ComboOfferListTranslationsTable { list_id: number; language_id: number; list_name: string }
export interface ComboOfferListAlternativesTable { list_id: number; product_id: number; quantity: number; sort_order: Generated<number> }
export interface BannersTable {
  banner_id: Generated<number>; code: string; banner_type: 'BANNERHOME' | 'POPUP'; applicable_on: 'COMBOOFFER' | 'CATEGORY' | null;
  category_id: number | null; store_id: number | null; url: string | null; image_url: string | null; web_image_url: string | null;
  colour: string; start_date: Timestamp; end_date: NullableTimestamp; sort_order: Generated<number>; active: Generated<boolean>; created_at: CreatedAt;
}
export interface BannerTranslationsTable { banner_id: number; language_id: number; banner_name: string; description: string | null }
export interface BannerComboOffersTable { banner_id: number; combo_offer_id: number; sort_order: Generated<number> }
export interface BannerViewsTable { banner_view_id: Generated<number>; banner_id: number; user_id: number | null; viewed_at: CreatedAt }
export interface PromosTable {
  promo_code_id: Generated<number>; promo_code: string; country_id: string; discount_type: 'PERCENTAGE' | 'FIXED'; discount_value: Numeric;
  max_discount_amount: NullableNumeric; minimum_cart_amount: Numeric; start_date: CreatedAt; end_date: Timestamp;
  per_customer_limit: Generated<number>; active: Generated<boolean>; created_at: CreatedAt;
}
export interface PromoTranslationsTable { promo_code_id: number; language_id: number; description: string }
export interface PromoUsesTable { promo_use_id: Generated<number>; promo_code_id: number; user_id: number; order_id: number | null; used_at: CreatedAt }
export interface CartsTable {
  cart_id: Generated<number>; user_id: number; country_id: string; store_id: number | null; promo_code_id: number | null;
  status: Generated<'ACTIVE' | 'ORDERED' | 'ABANDONED'>; delivery_instructions: string | null; schedule_delivery: Generated<boolean>;
  schedule_date: DateColumn; schedule_time: string | null; invoice_boleta_simple: Generated<boolean>; invoice_boleta: Generated<boolean>;
  invoice_factura: Generated<boolean>; invoice_id_type: IdType | null; invoice_id: string | null; invoice_name: string | null;
  invoice_invoice_name: string | null; invoice_dob: DateColumn; invoice_ruc: string | null; invoice_number: string | null;
  invoice_address: string | null; created_at: CreatedAt; updated_at: CreatedAt;
}
export interface CartItemsTable {
  cart_item_id: Generated<number>; cart_id: number; product_id: number | null; combo_offer_id: number | null; quantity: number;
  toppings: string | null; combo_selection: string | null; created_at: CreatedAt; updated_at: CreatedAt;
}
export interface OrdersTable {
  order_id: Generated<number>; order_number: string; user_id: number; cart_id: number | null; store_id: number | null; country_id: string;
  language_id: number; status: Generated<OrderStatus>; payment_method: PaymentMethod; order_platform: Generated<'WEB' | 'ANDROID' | 'IOS'>;
  amount_in_customer_hand: NullableNumeric; tip: Numeric; base_price: Numeric; shipping: Numeric; service_charge: Numeric; discount: Numeric;
  promo_code_discount: Numeric; final_pay_amount: Numeric; promo_code_id: number | null; idempotency_key: string; request_hash: string;
  answer: NullableJson; address_snapshot: Json; invoice_snapshot: Json; delivery_instructions: string | null;
  schedule_delivery: Generated<boolean>; schedule_date: DateColumn; schedule_time: string | null; created_at: CreatedAt; updated_at: CreatedAt;
  /** 0011: age-restricted goods, the shopper's confirmation for them, and the rider's ID check at the door. */
  age_restricted: Generated<boolean>; age_confirmed_at: NullableTimestamp; id_check: IdCheck | null; id_checked_at: NullableTimestamp;
}
export interface OrderItemsTable {
  order_item_id: Generated<number>; order_id: number; product_id: number | null; combo_offer_id: number | null; product_name: string;
  quantity: number; unit_actual_price: Numeric; unit_discounted_price: Numeric; line_total: Numeric; toppings: string | null;
  combo_selection: string | null; item_status: Generated<ItemStatus>;
}
export interface OrderStatusHistoryTable { order_status_history_id: Generated<number>; order_id: number; status: OrderStatus; changed_at: CreatedAt }
export interface FeedbackTable {
  feedback_id: Generated<number>; product_id: number; user_id: number; order_id: number | null; ratings: number; title: string | null;
  feedback: string | null; language_id: number; created_at: CreatedAt; updated_at: CreatedAt;
}
export interface FeedbackLikesTable { feedback_id: number; user_id: number; feedback_type: 'like' | 'dislike'; created_at: CreatedAt }
export interface MetadataTable { country_id: string; metadata_key: string; language_id: number; metadata_value: string }
export interface StaticPagesTable {
  page_key: string; language_id: number; title: string; html: string; updated_at: CreatedAt;
  /** 0011: the text's version, recorded with every consent given for it. */
  version: Generated<string>;
}
export const CONSENT_PURPOSES = ['TERMS', 'PRIVACY', 'MARKETING'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** 0011: every consent given or withdrawn (Ley 29733); the latest row per user and purpose is the current state. */
export interface ConsentsTable {
  consent_id: Generated<number>; user_id: number; purpose: ConsentPurpose; granted: boolean; policy_version: string;
  source: 'LOGIN' | 'SETTINGS'; recorded_at: CreatedAt;
}
export interface ClaimsTable {
  claim_id: Generated<number>; claim_number: string; user_id: number | null; country_id: string; store_id: number | null;
  consumer_first_name: string; consumer_last_name: string; consumer_id_type: IdType; consumer_id_number: string; consumer_email: string;
  consumer_phone: string | null; consumer_address: string | null; is_minor: Generated<boolean>; guardian_name: string | null;
  item_type: 'PRODUCT' | 'SERVICE'; item_description: string; claimed_amount: NullableNumeric; claim_type: 'CLAIM' | 'COMPLAINT';
  description: string; consumer_request: string | null; order_number: string | null; status: Generated<'RECEIVED' | 'IN_REVIEW' | 'ANSWERED'>;
  answer: string | null; response_due_at: Timestamp; created_at: CreatedAt; answered_at: NullableTimestamp;
}
export interface ClaimFilesTable {
  claim_file_id: Generated<number>; claim_id: number; file_name: string; mime_type: 'application/pdf' | 'image/jpeg';
  size_bytes: number; storage_key: string; created_at: CreatedAt;
}
export interface DevOutboxTable {
  dev_outbox_id: Generated<number>; recipient: string; channel: 'SMS' | 'EMAIL'; code: string; body: string; created_at: CreatedAt;
}
export interface SeedRunsTable { seed_name: string; applied_at: CreatedAt }
/** Migration 0004: the words of product names and brands (unaccented, lowercase) typed words are matched against. */
export interface SearchDictionaryTable { language_id: number; word: string }

export interface DB {
  languages: LanguagesTable; countries: CountriesTable; country_translations: CountryTranslationsTable; roles: RolesTable;
  users: UsersTable; user_roles: UserRolesTable; devices: DevicesTable; sessions: SessionsTable; otps: OtpsTable;
  rate_limit_hits: RateLimitHitsTable; otp_lockouts: OtpLockoutsTable; customers: CustomersTable; stores: StoresTable; user_addresses: UserAddressesTable;
  categories: CategoriesTable; category_translations: CategoryTranslationsTable; brands: BrandsTable; products: ProductsTable; artwork: ArtworkTable;
  product_translations: ProductTranslationsTable; product_attributes: ProductAttributesTable; product_files: ProductFilesTable;
  product_toppings: ProductToppingsTable; store_products: StoreProductsTable; combo_offers: ComboOffersTable;
  combo_offer_translations: ComboOfferTranslationsTable; combo_offer_products: ComboOfferProductsTable;
  combo_offer_lists: ComboOfferListsTable; combo_offer_list_translations: ComboOfferListTranslationsTable;
  combo_offer_list_alternatives: ComboOfferListAlternativesTable; banners: BannersTable; banner_translations: BannerTranslationsTable;
  banner_combo_offers: BannerComboOffersTable; banner_views: BannerViewsTable; promos: PromosTable; promo_translations: PromoTranslationsTable;
  promo_uses: PromoUsesTable; carts: CartsTable; cart_items: CartItemsTable; orders: OrdersTable; order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable; feedback: FeedbackTable; feedback_likes: FeedbackLikesTable; metadata: MetadataTable;
  static_pages: StaticPagesTable; claims: ClaimsTable; claim_files: ClaimFilesTable; seed_runs: SeedRunsTable;
  dev_outbox: DevOutboxTable; search_dictionary: SearchDictionaryTable;
  customer_identity_changes: CustomerIdentityChangesTable; consents: ConsentsTable;
}
