// A cart ready for checkout (a simple bill chosen, the minimum met, the address complete), for the checkout tests:
// the cart-fixtures builders with these values; each test overrides what its rule reads.
import type { Cart, CartItem, StoreStatus } from '@shop/shared/calls';
import { cartOf, lineOf, storeOf } from './cart-fixtures';

export const storeStatus = (over: Partial<StoreStatus> = {}): StoreStatus =>
  storeOf({ storeName: 'Bodega Miraflores', nowEpoch: Date.UTC(2026, 10, 21, 17, 0), ...over });

/** Two 1.5 L Inca Kolas at S/ 10; `ageRestrictionValue` makes the product age-restricted. */
export const cartItem = (over: Partial<CartItem> = {}, ageRestrictionValue = 0): CartItem => lineOf({
  cartItemId: 11,
  productId: 101,
  quantity: 2,
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
  return cartOf({
    cartId: 7,
    cartCount: 2,
    cartItems: [cartItem()],
    minimumOrderAmount: 15,
    storeStatus: storeStatus(),
    address: {
      userAddressId: 3, firstName: 'Ana', lastName: 'Quispe', telephone: '987654321', street1: 'Av. Larco 123', street2: null,
      landmark: null, latitude: -12.12, longitude: -77.03, countryId: 'PE', alias: 'Home', defaultShipping: true, orderDelivered: false,
    },
    pricing: { basePrice: 20, shipping: 5, serviceCharge: 0, discount: 0, promoCodeDiscount: 0, finalPayAmount: 25 },
    invoiceDetails: { boletaSimple: true, boleta: false, factura: false, id: null, name: null, invoiceName: null, dob: null, ruc: null, number: null, address: null },
    ...over,
  });
}
