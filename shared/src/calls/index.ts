// @shop/shared/calls: typed functions for the backbone calls (auth, customers, addresses, stores, cart) that keep the
// session store and the event bus up to date. One entry (a federation singleton): its files import each other relatively.
export { CALL_NAMES, type CallName, type CallOptions, type ReadOptions } from './common';
export {
  getDeviceUid, registerGuest, ensureSessionUser, requestLoginOtp, verifyLoginOtp, requestEmailOtp, verifyEmailOtp,
  retryAfterSeconds, signOut, useVerifyEmailOtp, type EmailCode,
} from './auth';
export {
  dobToEpoch, epochToDob, getCustomer, updateCustomer, customerKeys, customerQueryOptions, useCustomer, useUpdateCustomer, type CustomerInput,
} from './customers';
export {
  listAddresses, createAddress, updateAddress, deleteAddress, setDefaultAddress, defaultHeir, addressKeys, addressesQueryOptions,
  useAddresses, useAddressMutation, type AddressInput,
} from './addresses';
export {
  storeExists, listStores, orderStatus, storeKeys, storesQueryOptions, storeExistsQueryOptions, orderStatusQueryOptions, useStores,
  useOrderStatus, type OrderStatusPage,
} from './stores';
export {
  ORDER_CALL_NAMES, FINAL_ORDER_STATUSES, ORDERS_PAGE_SIZE, isFinalOrderStatus, listOrders, getOrder, cancelOrder, orderKeys,
  ordersQueryOptions, orderQueryOptions, useOrders, useOrder, useCancelOrder,
  type OrderSummary, type OrderDetails, type OrderList, type OrderItem, type OrderPricing, type OrderAddress, type OrderInvoice,
  type OrderStatusChange, type OrderScheduleDelivery, type OrderPage,
} from './orders';
export {
  getCart, addCartItem, updateCartItem, removeCartItem, clearCart, getCartDiscardStatus, cartKeys, cartQueryOptions,
  cartDiscardStatusQueryOptions, useCart, useCartMutation, usePendingCartDelta, CART_CHANGE_KEY,
  type AddCartItemInput, type CartChange, type CartItemRef, type DiscardTarget,
} from './cart';
export {
  cleanIdNumber, idTypeName, idTypeRules, isCalendarDate, isValidIdNumber, latestDob, parseAcceptableIds, type IdTypeOption,
} from './id-types';
export {
  getCategories, categoryName, categoryAgeRestriction, categoryKeys, categoriesQueryOptions, useCategories,
  type Category, type CategoryAttribute, type CategoryList,
} from './categories';
export {
  ACCEPTABLE_IDS_KEY, SUPPORT_PAGE_KEY, getAcceptableIds, getLinkedHtml, getMetadataValue, metadataKeys, metadataPageQueryOptions,
  metadataQueryOptions, useAcceptableIds, useMetadataValue,
} from './metadata';
export type * from './types';
