// The API's shapes for the backbone calls, exactly as /tmp/backbone/contract.md (issue 3) defines them.
// Ids are JSON numbers in the API; the session store keeps them as text, so the call functions accept both.
import type { CartDiscardStatus, Language, OrderStatus, RoleName } from '@shop/shared/constants';

/** An id as the API answers it (number) or as the session keeps it (text). */
export type Id = number | string;

// ---- Common records ---------------------------------------------------------------------------------

export interface UserRole {
  roleId: number;
  roleName: RoleName;
}

export type AddressAlias = 'Home' | 'Office' | 'Others';

export interface Address {
  userAddressId: number;
  userId: number;
  countryId: string;
  firstName: string | null;
  lastName: string | null;
  telephone: string | null;
  street1: string;
  street2: string | null;
  landmark: string | null;
  cityNameGoogle: string | null;
  latitude: number;
  longitude: number;
  alias: AddressAlias;
  defaultShipping: boolean;
  storeExists: boolean;
  /** ISO 8601: the last change (deleting the default hands it to the most recently updated other address). */
  updatedAt: string;
}

export interface User {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  contactNumber: string | null;
  countryCode: string | null;
  email: string | null;
  /** Epoch ms of the birth date's midnight in the shop's zone (see dobToEpoch / epochToDob). */
  dob: number | null;
  userRoles: UserRole[];
  userAddresses: Address[];
}

/** Answer of guest-users and verify-otp. userAddressId is the default address (userData.userAddressId). */
export interface LoginAnswer {
  user: User;
  cartId: number;
  userAddressId: number | null;
}

/** storeStatusOf(...) of api/src/modules/stores/coverage.ts. */
export interface StoreStatus {
  storeId: number;
  storeName: string;
  storeOnlineStatus: boolean;
  storeDeliveryStatus: boolean;
  scheduleDeliveryEnabled: boolean;
  storeOfflineMessage: string | null;
  /** ms since the shop's midnight. */
  orderAcceptanceTimeFrom: number;
  orderAcceptanceTimeTo: number;
  nowEpoch: number;
}

// ---- Auth ---------------------------------------------------------------------------------------------

export interface GuestUserBody {
  /** 1–100 chars. */
  deviceUid: string;
  /** A push token; null on the web. */
  deviceToken?: string | null;
  deviceName?: string;
  deviceType: 'web';
  countryId: string;
  appVersion?: string;
}

export type OtpType = 'LOGIN' | 'CHANGE_EMAIL';

export interface OtpRequestBody {
  /** 9 digits; LOGIN only (CHANGE_EMAIL codes go to the session customer's new e-mail). */
  contactNumber?: string;
  countryCode: string;
  otpType: OtpType;
  /** Not defined by the contract; never sent by this client. */
  userDevice?: unknown;
  email?: string;
  signature?: string;
}

/** What the shopper agreed to in the login dialog (Ley 29733): the terms box (required) and the optional marketing box. */
export interface LoginConsent {
  termsAccepted: boolean;
  marketingConsent: boolean;
}

export interface OtpVerifyBody extends OtpRequestBody {
  /** 6 digits. */
  otp: string;
  /** LOGIN: the terms and the privacy policy accepted (the server refuses the login without them). */
  termsAccepted?: boolean;
  /** LOGIN: the optional offers-and-news box. */
  marketingConsent?: boolean;
}

export interface OtpRequestAnswer {
  otpSent: true;
  expiresInSeconds: number;
  resendInSeconds: number;
}

// ---- Customers ----------------------------------------------------------------------------------------

export type IdType = 'DNI' | 'Pasaporte' | 'Carnet de Extranjeria' | 'RUC';

export interface Customer {
  userId: number;
  idType: IdType | null;
  idNumber: string | null;
  dob: number | null;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  contactNumber: string;
  countryCode: string;
}

export interface CustomerBody {
  idType?: IdType;
  idNumber?: string;
  /** Epoch ms (dobToEpoch). */
  dob?: number;
  countryId: string;
  /** The contract names the field without a type; the API's language convention is the code. */
  selectedLanguage?: Language;
  firstName?: string;
  lastName?: string;
  email?: string;
}

// ---- Addresses and stores -----------------------------------------------------------------------------

export interface AddressBody {
  countryId: string;
  firstName?: string;
  lastName?: string;
  telephone?: string;
  street1: string;
  street2?: string;
  landmark?: string;
  cityNameGoogle?: string;
  latitude: number;
  longitude: number;
  alias?: AddressAlias;
  defaultShipping?: boolean;
}

export interface AddressList {
  count: number;
  records: Address[];
}

export interface StoreExistsAnswer {
  storeExists: boolean;
  storeId: number | null;
  storeName: string | null;
}

export interface StoreRecord {
  storeId: number;
  storeName: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Metres. */
  deliveryRadius: number;
  phone: string | null;
  storeStatus: StoreStatus;
  /** What the store accepts at the door: always CASH then PINPAID (card terminal). */
  paymentOptions: StorePaymentOption[];
}

export interface StorePaymentOption {
  option: 'CASH' | 'PINPAID';
  enabled: boolean;
}

export interface StoreList {
  count: number;
  records: StoreRecord[];
}

export interface OrderStatusRecord {
  orderId: number;
  orderNumber: string;
  status: OrderStatus;
  finalPayAmount: number;
  /** ISO 8601. */
  createdAt: string;
}

export interface OrderStatusAnswer {
  storeExists: boolean;
  storeStatus: StoreStatus | null;
  count: number;
  records: OrderStatusRecord[];
}

// ---- Cart -----------------------------------------------------------------------------------------------

export interface CartProduct {
  /** null on a combo line. */
  productId: number | null;
  name: string;
  brandName: string;
  cartItemCount: number;
  productPrice: { originalActualPrice: number; originalDiscountedPrice: number };
  productFiles: { type: string; imageUrl: string }[];
  /** Minimum age (0 = none). */
  ageRestrictionValue: number;
}

export interface CartItem {
  cartItemId: number;
  productId: number | null;
  comboOfferId: number | null;
  quantity: number;
  /** JSON list of topping names, as text. */
  toppings: string | null;
  /** Combo lines: the chosen products (one per list for list combos); null on product lines. */
  comboOfferData: ComboOfferChoice[] | null;
  available: boolean;
  lineTotal: number;
  product: CartProduct;
}

/** One entry of a combo's comboOfferData (catalogue §3 "Combo payload"). */
export interface ComboOfferChoice {
  productId: number;
  quantity: number;
  listId?: number;
}

/** The default address as the cart shows it. */
export interface CartAddress {
  userAddressId: number;
  firstName: string | null;
  lastName: string | null;
  telephone: string | null;
  street1: string;
  street2: string | null;
  landmark: string | null;
  latitude: number;
  longitude: number;
  countryId: string;
  alias: AddressAlias;
  defaultShipping: boolean;
  orderDelivered: boolean;
}

export interface CartPricing {
  basePrice: number;
  shipping: number;
  serviceCharge: number;
  discount: number;
  promoCodeDiscount: number;
  finalPayAmount: number;
}

export interface CartPromoCode {
  promoCodeId: number | null;
  promoCode: string | null;
  promoCodeDescription: string | null;
  /** false: the promo no longer qualifies (below its minimum, expired, limit reached) and gives no discount. */
  promoCodeValid?: boolean;
  /** Why it no longer qualifies (translated), else null. */
  promoCodeMessage?: string | null;
}

export interface CartScheduleDelivery {
  scheduleDelivery: boolean;
  /** 'DD MMM YYYY'. */
  scheduleDate: string | null;
  /** 'hh:mm A'. */
  scheduleTime: string | null;
}

/** The contract lists the keys without their types: flags are booleans, the rest nullable (dob as epoch ms). */
export interface CartInvoiceDetails {
  boletaSimple: boolean;
  boleta: boolean;
  factura: boolean;
  id: string | null;
  name: string | null;
  invoiceName: string | null;
  dob: number | null;
  ruc: string | null;
  number: string | null;
  address: string | null;
}

/** The store's alcohol sale hours, judged for a cart holding alcohol (api checkout/sale-hours.ts). */
export interface CartAlcoholSale {
  /** ms since the shop's midnight; to < from wraps past midnight. */
  saleTimeFrom: number;
  saleTimeTo: number;
  /** The alcohol may be ordered as the cart stands: now inside the window, or the schedule inside it. */
  allowed: boolean;
  /** Why not, in the cart's language; null when allowed. */
  message: string | null;
}

export interface Cart {
  cartId: number;
  /** Σ quantities of the available lines. */
  cartCount: number;
  cartItems: CartItem[];
  minimumOrderAmount: number;
  freeShippingThreshold: number | null;
  storeStatus: StoreStatus | null;
  /** Null (or absent from an older API) when the cart holds no alcohol or no store serves it. */
  alcoholSale?: CartAlcoholSale | null;
  address: CartAddress | null;
  pricing: CartPricing;
  promoCode: CartPromoCode;
  scheduleDelivery: CartScheduleDelivery;
  deliveryInstructions: string | null;
  invoiceDetails: CartInvoiceDetails;
}

export interface CartItemBody {
  countryId: string;
  productId: number;
  /** 1–20. */
  quantity: number;
  toppings: string | null;
}

export interface CartItemUpdateBody {
  quantity: number;
  toppings: string | null;
}

export interface CartDiscardAnswer {
  cartDiscardStatus: CartDiscardStatus;
  unavailableCartItemIds: number[];
}
