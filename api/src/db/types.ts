// The typed shape of the database for Kysely, generated from the migrations by `npm run db:types -w api`: do not edit.
// A test fails when it differs from what the migrations build; change a migration, then run the script again.
import type { ColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Numeric = ColumnType<string, number | string, number | string>;

export type OrderItemStatus = "APPENDED" | "CANCELED" | "DELIVERED" | "MODIFIED" | "ORDERED" | "PARTIALLY_REPLACED" | "REMOVED" | "REPLACED";

export type OrderStatus = "AT_DELIVERY_ADDRESS" | "AT_THE_STORE" | "COMPLETED" | "DELIVERY_CANCELED" | "DELIVERY_COMPLETED" | "DELIVERY_PARTNER_ALLOCATED" | "INITIATED" | "ON_ROUTE_TO_DELIVERY_ADDRESS" | "PENDING_CANCELLATION" | "WAITING_FOR_DELIVERY_PARTNER_ALLOCATION";

export type PaymentMethod = "CASH" | "ONLINE" | "PINPAID";

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface Artwork {
  body: string;
  content_type: Generated<string>;
  created_at: Generated<Timestamp>;
  hash: string;
  height: number;
  width: number;
}

export interface BannerComboOffers {
  banner_id: number;
  combo_offer_id: number;
  sort_order: Generated<number>;
}

export interface BannerProducts {
  banner_id: number;
  product_id: number;
  sort_order: Generated<number>;
}

export interface Banners {
  active: Generated<boolean>;
  applicable_on: "COMBOOFFER" | "CATEGORY" | null;
  banner_id: Generated<number>;
  banner_type: "BANNERHOME" | "POPUP";
  category_id: number | null;
  code: string;
  colour: Generated<string>;
  created_at: Generated<Timestamp>;
  end_date: Timestamp | null;
  image_url: string | null;
  sort_order: Generated<number>;
  start_date: Timestamp;
  store_id: number | null;
  url: string | null;
  web_image_url: string | null;
}

export interface BannerTranslations {
  banner_id: number;
  banner_name: string;
  description: string | null;
  language_id: number;
}

export interface BannerViews {
  banner_id: number;
  banner_view_id: Generated<number>;
  last_viewed_at: Generated<Timestamp>;
  user_id: number | null;
  view_count: Generated<number>;
  view_date: Timestamp;
  viewed_at: Generated<Timestamp>;
}

export interface Brands {
  active: Generated<boolean>;
  brand_id: Generated<number>;
  code: string;
  colour: Generated<string>;
  created_at: Generated<Timestamp>;
  image_url: string | null;
  name: string;
  sort_order: Generated<number>;
}

export interface CartItems {
  cart_id: number;
  cart_item_id: Generated<number>;
  combo_offer_id: number | null;
  combo_selection: string | null;
  created_at: Generated<Timestamp>;
  product_id: number | null;
  quantity: number;
  toppings: string | null;
  updated_at: Generated<Timestamp>;
}

export interface Carts {
  cart_id: Generated<number>;
  country_id: string;
  created_at: Generated<Timestamp>;
  delivery_instructions: string | null;
  invoice_address: string | null;
  invoice_boleta: Generated<boolean>;
  invoice_boleta_simple: Generated<boolean>;
  invoice_dob: Timestamp | null;
  invoice_factura: Generated<boolean>;
  invoice_id: string | null;
  invoice_id_type: "DNI" | "Pasaporte" | "Carnet de Extranjeria" | "RUC" | null;
  invoice_invoice_name: string | null;
  invoice_name: string | null;
  invoice_number: string | null;
  invoice_ruc: string | null;
  promo_code_id: number | null;
  schedule_date: Timestamp | null;
  schedule_delivery: Generated<boolean>;
  schedule_time: string | null;
  status: Generated<"ACTIVE" | "ORDERED" | "ABANDONED">;
  store_id: number | null;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface Categories {
  active: Generated<boolean>;
  age_restriction: Generated<number>;
  alcohol: Generated<boolean>;
  category_id: Generated<number>;
  code: string;
  colour: Generated<string>;
  created_at: Generated<Timestamp>;
  image_url: string | null;
  parent_category_id: number | null;
  sort_order: Generated<number>;
}

export interface CategoryTranslations {
  category_id: number;
  description: string | null;
  language_id: number;
  name: string;
}

export interface ClaimChallenges {
  challenge_id: string;
  created_at: Generated<Timestamp>;
  difficulty: number;
  expires_at: Timestamp;
  prefix: string;
  used_at: Timestamp | null;
  user_id: number;
}

export interface ClaimFiles {
  claim_file_id: Generated<number>;
  claim_id: number;
  content: Buffer;
  created_at: Generated<Timestamp>;
  file_name: string;
  mime_type: "application/pdf" | "image/jpeg";
  size_bytes: number;
  storage_key: string | null;
}

export interface ClaimNumberCounters {
  last_number: number;
  year: number;
}

export interface Claims {
  answer: string | null;
  answered_at: Timestamp | null;
  claim_id: Generated<number>;
  claim_number: string;
  claim_type: "CLAIM" | "COMPLAINT";
  claimed_amount: Numeric | null;
  consumer_address: string | null;
  consumer_email: string;
  consumer_first_name: string;
  consumer_id_number: string;
  consumer_id_type: "DNI" | "Pasaporte" | "Carnet de Extranjeria";
  consumer_last_name: string;
  consumer_phone: string | null;
  consumer_request: string;
  country_id: string;
  created_at: Generated<Timestamp>;
  description: string;
  email_failed_at: Timestamp | null;
  email_sent_at: Timestamp | null;
  guardian_id_number: string | null;
  guardian_id_type: "DNI" | "Pasaporte" | "Carnet de Extranjeria" | null;
  guardian_name: string | null;
  is_minor: Generated<boolean>;
  item_description: string;
  item_type: "PRODUCT" | "SERVICE";
  order_number: string | null;
  response_due_at: Timestamp;
  shop_address: string | null;
  shop_legal_name: string | null;
  shop_ruc: string | null;
  status: Generated<"RECEIVED" | "IN_REVIEW" | "ANSWERED">;
  store_id: number | null;
  user_id: number | null;
}

export interface ComboOfferListAlternatives {
  list_id: number;
  product_id: number;
  quantity: number;
  sort_order: Generated<number>;
}

export interface ComboOfferLists {
  code: string;
  combo_offer_id: number;
  list_id: Generated<number>;
  sort_order: Generated<number>;
}

export interface ComboOfferListTranslations {
  language_id: number;
  list_id: number;
  list_name: string;
}

export interface ComboOfferProducts {
  combo_offer_id: number;
  product_id: number;
  quantity: number;
  sort_order: Generated<number>;
}

export interface ComboOffers {
  active: Generated<boolean>;
  actual_selling_price: Numeric;
  age_restriction: Generated<boolean>;
  code: string;
  combo_offer_id: Generated<number>;
  combo_offer_type: "normal" | "list";
  combo_selling_price: Numeric;
  created_at: Generated<Timestamp>;
  end_date: Timestamp | null;
  image_url: string | null;
  sort_order: Generated<number>;
  start_date: Timestamp | null;
  web_image_url: string | null;
}

export interface ComboOfferTranslations {
  combo_name: string;
  combo_offer_description: string;
  combo_offer_id: number;
  language_id: number;
}

export interface Consents {
  consent_id: Generated<number>;
  granted: boolean;
  policy_version: string;
  purpose: "TERMS" | "PRIVACY" | "MARKETING";
  recorded_at: Generated<Timestamp>;
  source: "LOGIN" | "SETTINGS";
  user_id: number;
}

export interface Countries {
  active: Generated<boolean>;
  country_code: string;
  country_id: string;
  country_name: string;
  currency: string;
  currency_symbol: string;
  default_language_id: number;
  flag_img_url: string;
  sort_order: Generated<number>;
  timezone: string;
}

export interface CountryTranslations {
  country_id: string;
  country_name: string;
  language_id: number;
}

export interface CustomerIdentityChanges {
  change_id: Generated<number>;
  changed_at: Generated<Timestamp>;
  field: "dob" | "id";
  new_value: string | null;
  old_value: string | null;
  reason: string;
  user_id: number;
}

export interface Customers {
  age_confirmed_at: Timestamp | null;
  dob: Timestamp | null;
  email: string | null;
  first_name: string | null;
  id_number: string | null;
  id_type: "DNI" | "Pasaporte" | "Carnet de Extranjeria" | "RUC" | null;
  last_name: string | null;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface Devices {
  app_version: string | null;
  country_id: string | null;
  created_at: Generated<Timestamp>;
  device_id: Generated<number>;
  device_name: string | null;
  device_token: string | null;
  device_type: Generated<string>;
  device_uid: string;
  updated_at: Generated<Timestamp>;
  user_id: number | null;
}

export interface DevOutbox {
  body: string;
  channel: "SMS" | "EMAIL";
  code: string;
  created_at: Generated<Timestamp>;
  dev_outbox_id: Generated<number>;
  recipient: string;
}

export interface Feedback {
  created_at: Generated<Timestamp>;
  feedback: string | null;
  feedback_id: Generated<number>;
  language_id: number;
  order_id: number | null;
  product_id: number;
  ratings: number;
  title: string | null;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface FeedbackLikes {
  created_at: Generated<Timestamp>;
  feedback_id: number;
  feedback_type: "like" | "dislike";
  user_id: number;
}

export interface Languages {
  code: string;
  language_id: number;
  name: string;
}

export interface MailOutbox {
  attempts: Generated<number>;
  body_html: string | null;
  body_text: string;
  created_at: Generated<Timestamp>;
  failed_at: Timestamp | null;
  last_error: string | null;
  mail_id: Generated<number>;
  next_attempt_at: Generated<Timestamp>;
  purpose: string;
  recipient: string;
  ref_id: number | null;
  sent_at: Timestamp | null;
  subject: string;
}

export interface Metadata {
  country_id: string;
  language_id: number;
  metadata_key: string;
  metadata_value: string;
}

export interface OrderItems {
  combo_offer_id: number | null;
  combo_selection: string | null;
  item_status: Generated<OrderItemStatus>;
  line_total: Numeric;
  order_id: number;
  order_item_id: Generated<number>;
  product_id: number | null;
  product_name: string;
  quantity: number;
  toppings: string | null;
  unit_actual_price: Numeric;
  unit_discounted_price: Numeric;
}

export interface Orders {
  address_snapshot: Json;
  age_confirmed_at: Timestamp | null;
  age_restricted: Generated<boolean>;
  amount_in_customer_hand: Numeric | null;
  answer: Json | null;
  base_price: Numeric;
  cart_id: number | null;
  country_id: string;
  created_at: Generated<Timestamp>;
  delivery_instructions: string | null;
  discount: Numeric;
  final_pay_amount: Numeric;
  id_check: "CHECKED" | "REFUSED" | null;
  id_checked_at: Timestamp | null;
  idempotency_key: string;
  invoice_snapshot: Json;
  language_id: number;
  order_id: Generated<number>;
  order_number: string;
  order_platform: Generated<"WEB" | "ANDROID" | "IOS">;
  payment_method: PaymentMethod;
  promo_code_discount: Generated<Numeric>;
  promo_code_id: number | null;
  request_hash: string;
  schedule_date: Timestamp | null;
  schedule_delivery: Generated<boolean>;
  schedule_time: string | null;
  service_charge: Numeric;
  shipping: Numeric;
  status: Generated<OrderStatus>;
  store_id: number | null;
  tip: Generated<Numeric>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface OrderStatusHistory {
  changed_at: Generated<Timestamp>;
  order_id: number;
  order_status_history_id: Generated<number>;
  status: OrderStatus;
}

export interface OtpLockouts {
  consecutive_failures: Generated<number>;
  last_failure_at: Timestamp;
  locked_until: Timestamp | null;
  target: string;
}

export interface Otps {
  attempts: Generated<number>;
  channel: "SMS" | "EMAIL";
  code_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  ip: string | null;
  otp_id: Generated<number>;
  otp_type: "LOGIN" | "CHANGE_EMAIL";
  target: string;
  used: Generated<boolean>;
  user_id: number | null;
}

export interface ProductAttributes {
  attribute_code: string;
  attribute_name: string;
  input_type: "text" | "textarea" | "number" | "price" | "list" | "boolean";
  language_id: number;
  product_id: number;
  sort_order: Generated<number>;
  value: string;
  visible_to_users: Generated<boolean>;
}

export interface ProductFiles {
  file_type: "Primary" | "Secondary" | "Thumbnail";
  image_url: string;
  product_file_id: Generated<number>;
  product_id: number;
  sort_order: Generated<number>;
}

export interface Products {
  active: Generated<boolean>;
  actual_price: Numeric;
  age_restriction: Generated<number>;
  brand_id: number;
  category_id: number;
  created_at: Generated<Timestamp>;
  discounted_price: Numeric;
  popularity: Generated<number>;
  product_id: Generated<number>;
  search_words: Generated<string[]>;
  sku: string;
  updated_at: Generated<Timestamp>;
}

export interface ProductToppings {
  extra_price: Generated<Numeric>;
  language_id: number;
  name: string;
  product_id: number;
  product_topping_id: Generated<number>;
  sort_order: Generated<number>;
}

export interface ProductTranslations {
  brand_name: string;
  description: string | null;
  language_id: number;
  name: string;
  product_id: number;
  search_text: Generated<string | null>;
  search_words: Generated<string[] | null>;
  short_description: string | null;
}

export interface Promos {
  active: Generated<boolean>;
  country_id: string;
  created_at: Generated<Timestamp>;
  discount_type: "PERCENTAGE" | "FIXED";
  discount_value: Numeric;
  end_date: Timestamp;
  max_discount_amount: Numeric | null;
  minimum_cart_amount: Generated<Numeric>;
  per_customer_limit: Generated<number>;
  promo_code: string;
  promo_code_id: Generated<number>;
  start_date: Generated<Timestamp>;
}

export interface PromoTranslations {
  description: string;
  language_id: number;
  promo_code_id: number;
}

export interface PromoUses {
  order_id: number | null;
  promo_code_id: number;
  promo_use_id: Generated<number>;
  used_at: Generated<Timestamp>;
  user_id: number;
}

export interface RateLimitHits {
  bucket: string;
  hits: Generated<number>;
  window_start: Timestamp;
}

export interface Roles {
  role_id: number;
  role_name: string;
}

export interface SearchDictionary {
  language_id: number;
  word: string;
}

export interface SeedRuns {
  applied_at: Generated<Timestamp>;
  seed_name: string;
}

export interface Sessions {
  created_at: Generated<Timestamp>;
  device_id: number | null;
  expires_at: Timestamp;
  last_seen_at: Generated<Timestamp>;
  session_id: string;
  user_id: number;
}

export interface StaticPages {
  html: string;
  language_id: number;
  page_key: string;
  title: string;
  updated_at: Generated<Timestamp>;
  version: Generated<string>;
}

export interface StoreProducts {
  actual_price: Numeric | null;
  available: Generated<boolean>;
  discounted_price: Numeric | null;
  product_id: number;
  stock: number | null;
  store_id: number;
  updated_at: Generated<Timestamp>;
}

export interface Stores {
  accepts_cash: Generated<boolean>;
  accepts_pinpaid: Generated<boolean>;
  active: Generated<boolean>;
  address: string;
  alcohol_sale_time_from: Generated<number>;
  alcohol_sale_time_to: Generated<number>;
  code: string;
  country_id: string;
  created_at: Generated<Timestamp>;
  delivering: Generated<boolean>;
  delivery_radius_m: number;
  free_shipping_threshold: Numeric | null;
  latitude: number;
  longitude: number;
  minimum_order_amount: Generated<Numeric>;
  name: string;
  offline_message_en: string | null;
  offline_message_es: string | null;
  online: Generated<boolean>;
  order_acceptance_time_from: number;
  order_acceptance_time_to: number;
  phone: string | null;
  schedule_delivery_enabled: Generated<boolean>;
  service_charge: Generated<Numeric>;
  shipping_fee: Generated<Numeric>;
  store_id: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface UserAddresses {
  alias: Generated<"Home" | "Office" | "Others">;
  city_name_google: string | null;
  country_id: string;
  created_at: Generated<Timestamp>;
  default_shipping: Generated<boolean>;
  deleted_at: Timestamp | null;
  first_name: string | null;
  landmark: string | null;
  last_name: string | null;
  latitude: number;
  longitude: number;
  street1: string;
  street2: string | null;
  telephone: string | null;
  updated_at: Generated<Timestamp>;
  user_address_id: Generated<number>;
  user_id: number;
}

export interface UserRoles {
  role_id: number;
  user_id: number;
}

export interface Users {
  contact_number: string | null;
  country_code: string | null;
  country_id: string;
  created_at: Generated<Timestamp>;
  email: string | null;
  email_verified: Generated<boolean>;
  first_name: string | null;
  language_id: number | null;
  last_name: string | null;
  updated_at: Generated<Timestamp>;
  user_id: Generated<number>;
}

export interface DB {
  artwork: Artwork;
  banner_combo_offers: BannerComboOffers;
  banner_products: BannerProducts;
  banner_translations: BannerTranslations;
  banner_views: BannerViews;
  banners: Banners;
  brands: Brands;
  cart_items: CartItems;
  carts: Carts;
  categories: Categories;
  category_translations: CategoryTranslations;
  claim_challenges: ClaimChallenges;
  claim_files: ClaimFiles;
  claim_number_counters: ClaimNumberCounters;
  claims: Claims;
  combo_offer_list_alternatives: ComboOfferListAlternatives;
  combo_offer_list_translations: ComboOfferListTranslations;
  combo_offer_lists: ComboOfferLists;
  combo_offer_products: ComboOfferProducts;
  combo_offer_translations: ComboOfferTranslations;
  combo_offers: ComboOffers;
  consents: Consents;
  countries: Countries;
  country_translations: CountryTranslations;
  customer_identity_changes: CustomerIdentityChanges;
  customers: Customers;
  dev_outbox: DevOutbox;
  devices: Devices;
  feedback: Feedback;
  feedback_likes: FeedbackLikes;
  languages: Languages;
  mail_outbox: MailOutbox;
  metadata: Metadata;
  order_items: OrderItems;
  order_status_history: OrderStatusHistory;
  orders: Orders;
  otp_lockouts: OtpLockouts;
  otps: Otps;
  product_attributes: ProductAttributes;
  product_files: ProductFiles;
  product_toppings: ProductToppings;
  product_translations: ProductTranslations;
  products: Products;
  promo_translations: PromoTranslations;
  promo_uses: PromoUses;
  promos: Promos;
  rate_limit_hits: RateLimitHits;
  roles: Roles;
  search_dictionary: SearchDictionary;
  seed_runs: SeedRuns;
  sessions: Sessions;
  static_pages: StaticPages;
  store_products: StoreProducts;
  stores: Stores;
  user_addresses: UserAddresses;
  user_roles: UserRoles;
  users: Users;
}
