// A complete Cart as GET carts answers it, for the checkout tests; each test overrides what its rule reads.
import type { Cart, CartItem, StoreStatus } from '@shop/shared/calls';

export const storeStatus = (over: Partial<StoreStatus> = {}): StoreStatus => ({
  storeId: 1,
  storeName: 'Bodega Miraflores',
  storeOnlineStatus: true,
  storeDeliveryStatus: true,
  scheduleDeliveryEnabled: true,
  storeOfflineMessage: null,
  orderAcceptanceTimeFrom: 8 * 3600_000,
  orderAcceptanceTimeTo: 22 * 3600_000,
  nowEpoch: Date.UTC(2026, 10, 21, 17, 0),
  ...over,
});

export const cartItem = (over: Partial<CartItem> = {}, ageRestrictionValue = 0): CartItem => ({
  cartItemId: 11,
  productId: 101,
  comboOfferId: null,
  quantity: 2,
  toppings: null,
  comboOfferData: null,
  available: true,
  lineTotal: 20,
  product: {
    productId: 101,
    name: 'Inca Kola 1.5 L',
    brandName: 'Inca Kola',
    cartItemCount: 2,
    productPrice: { originalActualPrice: 10, originalDiscountedPrice: 10 },
    productFiles: [],
    ageRestrictionValue,
  },
  ...over,
});

export function cartFixture(over: Partial<Cart> = {}): Cart {
  return {
    cartId: 7,
    cartCount: 2,
    cartItems: [cartItem()],
    minimumOrderAmount: 15,
    freeShippingThreshold: null,
    storeStatus: storeStatus(),
    alcoholSale: null,
    address: {
      userAddressId: 3,
      firstName: 'Ana',
      lastName: 'Quispe',
      telephone: '987654321',
      street1: 'Av. Larco 123',
      street2: null,
      landmark: null,
      latitude: -12.12,
      longitude: -77.03,
      countryId: 'PE',
      alias: 'Home',
      defaultShipping: true,
      orderDelivered: false,
    },
    pricing: { basePrice: 20, shipping: 5, serviceCharge: 0, discount: 0, promoCodeDiscount: 0, finalPayAmount: 25 },
    promoCode: { promoCodeId: null, promoCode: null, promoCodeDescription: null, promoCodeValid: false, promoCodeMessage: null },
    scheduleDelivery: { scheduleDelivery: false, scheduleDate: null, scheduleTime: null },
    deliveryInstructions: null,
    invoiceDetails: { boletaSimple: true, boleta: false, factura: false, id: null, name: null, invoiceName: null, dob: null, ruc: null, number: null, address: null },
    ...over,
  };
}
