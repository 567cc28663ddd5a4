// The API's shapes for the backbone calls, named as the call functions and the apps use them: each is the API's own
// type from its zod schemas (@shop/api/wire-types), so a change there reaches every reader's typecheck.
// Ids are JSON numbers in the API; the session store keeps them as text, so the call functions accept both.
import type * as Wire from '@shop/api/wire-types';

/** An id as the API answers it (number) or as the session keeps it (text). */
export type Id = number | string;

// ---- Common records ---------------------------------------------------------------------------------

export type UserRole = Wire.UserRole;
export type AddressAlias = Wire.AddressAlias;
export type Address = Wire.Address;
export type User = Wire.User;
/** Answer of guest-users and verify-otp. userAddressId is the default address (userData.userAddressId). */
export type LoginAnswer = Wire.LoginAnswer;
export type StoreStatus = Wire.StoreStatus;

// ---- Auth ---------------------------------------------------------------------------------------------

export type GuestUserBody = Wire.GuestBody;
export type OtpType = Wire.OtpType;
export type OtpRequestBody = Wire.OtpRequestBody;
export type OtpVerifyBody = Wire.OtpVerifyBody;
export type OtpRequestAnswer = Wire.OtpRequestAnswer;
/** What the shopper agreed to in the login dialog (Ley 29733): the terms box (required) and the optional marketing box. */
export type LoginConsent = Required<Pick<Wire.OtpVerifyBody, 'termsAccepted' | 'marketingConsent'>>;

// ---- Customers ----------------------------------------------------------------------------------------

export type IdType = NonNullable<Wire.Customer['idType']>;
export type Customer = Wire.Customer;
export type CustomerBody = Wire.CustomerBody;

// ---- Addresses and stores -----------------------------------------------------------------------------

export type AddressBody = Wire.AddressBody;
export type AddressList = Wire.AddressList;
export type StoreExistsAnswer = Wire.StoreExistsAnswer;
export type StoreRecord = Wire.StoreRecord;
export type StorePaymentOption = Wire.PaymentOption;
export type StoreList = Wire.StoreList;
export type OrderStatusRecord = Wire.UnfinishedOrder;
export type OrderStatusAnswer = Wire.OrderStatusAnswer;

// ---- Cart -----------------------------------------------------------------------------------------------

export type Cart = Wire.Cart;
export type CartItem = Wire.CartItem;
export type CartProduct = CartItem['product'];
/** One entry of a combo's comboOfferData. */
export type ComboOfferChoice = Wire.ComboEntry;
/** The default address as the cart shows it. */
export type CartAddress = NonNullable<Cart['address']>;
export type CartPricing = Cart['pricing'];
export type CartPromoCode = Cart['promoCode'];
export type CartScheduleDelivery = Cart['scheduleDelivery'];
export type CartInvoiceDetails = Cart['invoiceDetails'];
export type CartItemBody = Wire.CartItemBody;
export type CartItemUpdateBody = Wire.CartItemUpdateBody;
export type CartDiscardAnswer = Wire.CartDiscardAnswer;
/** The store's alcohol sale hours, judged for a cart holding alcohol (null without alcohol or a store). */
export type CartAlcoholSale = NonNullable<Cart['alcoholSale']>;
