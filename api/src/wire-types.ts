// The API's contract as types, for the pages (`import type { Cart } from '@shop/api/wire-types'`): each is what a route
// answers (zod's output of its response schema) or takes (the input of its request schema). Types only: it imports
// nothing at run time, and the schema files it reads import only zod, the domain rules and each other
// (tools/test/wire-types.test.mjs checks both, and that renaming a field breaks the apps that read it).
import type { z } from 'zod';
import type { errorBodySchema, rateLimitBodySchema } from './lib/schemas.js';
import type { ADDRESS_ALIASES, addressBody, addressRecordSchema, listAddressesResponse } from './modules/addresses/schemas.js';
import type { guestBody, loginAnswerSchema, OTP_TYPES, otpRequestBody, otpRequestResponse, otpVerifyBody } from './modules/auth/schemas.js';
import type { bannerDetailsSchema, bannerRecordSchema, homeBannersResponse, viewedAnswerSchema, viewedBody } from './modules/banners/schemas.js';
import type { addItemBody, cartSchema, comboEntrySchema, discardStatusSchema, updateItemBody } from './modules/cart/schemas.js';
import type { brandsResponse, categoriesResponse } from './modules/catalogue/schemas.js';
import type {
  activePromosSchema, deliveryInstructionsBody, invoiceDetailsBody, paymentOptionsAnswer, promoRecordSchema, scheduleDeliveryBody,
} from './modules/checkout/schemas.js';
import type { attachmentSchema, challengeSchema, claimInputSchema, claimRecordSchema, formDataSchema, listClaimsResponse } from './modules/claims/schemas.js';
import type { alternativeSchema, comboCartBody, comboListResponse, comboRecordSchema, listSchema, normalProductSchema } from './modules/combos/schemas.js';
import type { consentsRecord, marketingBody } from './modules/consents/schemas.js';
import type { countriesResponse } from './modules/countries/schemas.js';
import type { customerBody, customerRecord } from './modules/customers/schemas.js';
import type { metadataRecord } from './modules/metadata/schemas.js';
import type {
  orderDetailsRecord, ordersResponse, orderStatusRecord, orderSummaryRecord, placedOrderRecord, placeOrderBody, unfinishedOrderRecord,
} from './modules/orders/schemas.js';
import type { productDetailsSchema, productListSchema, productRecordSchema } from './modules/products/schemas.js';
import type { feedbackRecordSchema, likeBody, ratingsSchema, reactionsSchema, reviewBody } from './modules/reviews/schemas.js';
import type { productsResponse, quickRecordSchema, quickResponse } from './modules/search/schemas.js';
import type { sitemapSchema } from './modules/sitemap/schemas.js';
import type { paymentOptionsSchema, storeExistsRecord, storeListRecord, storesResponse, storeStatusSchema } from './modules/stores/schemas.js';

type Out<S extends z.ZodType> = z.output<S>;
type In<S extends z.ZodType> = z.input<S>;

// ---- Errors
export type ErrorBody = Out<typeof errorBodySchema>;
export type RateLimitBody = Out<typeof rateLimitBodySchema>;

// ---- Addresses, guests and login
export type AddressAlias = (typeof ADDRESS_ALIASES)[number];
export type Address = Out<typeof addressRecordSchema>;
export type AddressList = Out<(typeof listAddressesResponse)[200]>;
export type AddressBody = In<typeof addressBody>;
export type LoginAnswer = Out<typeof loginAnswerSchema>;
export type User = LoginAnswer['user'];
export type UserRole = User['userRoles'][number];
export type GuestBody = In<typeof guestBody>;
export type OtpType = (typeof OTP_TYPES)[number];
export type OtpRequestBody = In<typeof otpRequestBody>;
export type OtpVerifyBody = In<typeof otpVerifyBody>;
export type OtpRequestAnswer = Out<(typeof otpRequestResponse)[200]>;

// ---- Customers, countries, metadata
export type Customer = Out<typeof customerRecord>;
export type CustomerBody = In<typeof customerBody>;
export type CountryList = Out<(typeof countriesResponse)[200]>;
export type Country = CountryList['records'][number];
export type MetadataRecord = Out<typeof metadataRecord>;
export type Consents = Out<typeof consentsRecord>;
export type MarketingConsentBody = In<typeof marketingBody>;

// ---- Stores
export type StoreStatus = Out<typeof storeStatusSchema>;
export type StoreExistsAnswer = Out<typeof storeExistsRecord>;
export type StoreRecord = Out<typeof storeListRecord>;
export type StoreList = Out<(typeof storesResponse)[200]>;
export type PaymentOptions = Out<typeof paymentOptionsSchema>;
export type PaymentOption = PaymentOptions[number];

// ---- Catalogue, products, combos, search, reviews
export type BrandList = Out<(typeof brandsResponse)[200]>;
export type Brand = BrandList['records'][number];
export type CategoryList = Out<(typeof categoriesResponse)[200]>;
export type Category = CategoryList['records'][number];
export type ProductRecord = Out<typeof productRecordSchema>;
export type ProductList = Out<typeof productListSchema>;
export type ProductDetails = Out<typeof productDetailsSchema>;
export type ComboRecord = Out<typeof comboRecordSchema>;
export type ComboList = Out<(typeof comboListResponse)[200]>;
export type ComboNormalProduct = Out<typeof normalProductSchema>;
export type ComboAlternative = Out<typeof alternativeSchema>;
export type ComboProductList = Out<typeof listSchema>;
export type ComboCartBody = In<typeof comboCartBody>;
export type QuickSearchAnswer = Out<(typeof quickResponse)[200]>;
export type QuickSearchRecord = Out<typeof quickRecordSchema>;
export type SearchAnswer = Out<(typeof productsResponse)[200]>;
export type SitemapEntries = Out<typeof sitemapSchema>;
export type Ratings = Out<typeof ratingsSchema>;
export type FeedbackRecord = Out<typeof feedbackRecordSchema>;
export type Reactions = Out<typeof reactionsSchema>;
export type LikeBody = In<typeof likeBody>;
export type ReviewBody = In<typeof reviewBody>;

// ---- Cart and checkout
export type Cart = Out<typeof cartSchema>;
export type CartItem = Cart['cartItems'][number];
export type ComboEntry = Out<typeof comboEntrySchema>;
export type CartDiscardAnswer = Out<typeof discardStatusSchema>;
export type CartItemBody = In<typeof addItemBody>;
export type CartItemUpdateBody = In<typeof updateItemBody>;
export type PromoRecord = Out<typeof promoRecordSchema>;
export type ActivePromos = Out<typeof activePromosSchema>;
export type DeliveryInstructionsBody = In<typeof deliveryInstructionsBody>;
export type ScheduleDeliveryBody = In<typeof scheduleDeliveryBody>;
export type InvoiceDetailsBody = In<typeof invoiceDetailsBody>;
export type PaymentOptionsAnswer = Out<typeof paymentOptionsAnswer>;

// ---- Orders
export type OrderStatusAnswer = Out<typeof orderStatusRecord>;
export type UnfinishedOrder = Out<typeof unfinishedOrderRecord>;
export type PlaceOrderBody = In<typeof placeOrderBody>;
export type PlacedOrder = Out<typeof placedOrderRecord>;
export type OrderSummary = Out<typeof orderSummaryRecord>;
export type OrderDetails = Out<typeof orderDetailsRecord>;
export type OrderList = Out<(typeof ordersResponse)[200]>;

// ---- Banners
export type Banner = Out<typeof bannerRecordSchema>;
export type BannerDetails = Out<typeof bannerDetailsSchema>;
export type BannerList = Out<(typeof homeBannersResponse)[200]>;
export type BannerViewedBody = In<typeof viewedBody>;
export type BannerViewed = Out<typeof viewedAnswerSchema>;

// ---- Claims book
export type ClaimInput = In<typeof claimInputSchema>;
export type ClaimChallenge = Out<typeof challengeSchema>;
export type ClaimFormData = Out<typeof formDataSchema>;
export type ClaimAttachment = Out<typeof attachmentSchema>;
export type ClaimRecord = Out<typeof claimRecordSchema>;
export type ClaimList = Out<(typeof listClaimsResponse)[200]>;
