// Test data as the API answers it, typed from the wire types: each builder's record is complete and a test overrides
// only what it is about.
import type { Address, LoginAnswer, OrderDetails, OrderSummary, StoreRecord, StoreStatus } from '@shop/shared/calls';

const H = 3_600_000;

/** A saved address of user 9 (Ana Díaz's), at Miraflores, not the default. */
export const address = (userAddressId: number, street1: string, over: Partial<Address> = {}): Address => ({
  userAddressId, userId: 9, countryId: 'PE', firstName: 'Ana', lastName: 'Díaz', telephone: '987654321', street1, street2: null,
  landmark: null, cityNameGoogle: 'Miraflores', latitude: -12.12, longitude: -77.03, alias: 'Home', defaultShipping: false, storeExists: true,
  updatedAt: '2026-11-21T15:00:00.000Z', ...over,
});

/** verify-otp's answer for a verified customer (user 9) without addresses yet. */
export const loginAnswer = (): LoginAnswer => ({
  user: {
    userId: 9, firstName: 'Ana', lastName: 'Quispe', contactNumber: '987654321', countryCode: '+51', email: null, dob: null,
    userRoles: [{ roleId: 1, roleName: 'USER' }], userAddresses: [],
  },
  cartId: 88,
  userAddressId: null,
});

/** A store taking orders now, 07:00–23:00, no scheduling. */
export const storeStatus = (over: Partial<StoreStatus> = {}): StoreStatus => ({
  storeId: 0, storeName: '', storeOnlineStatus: true, storeDeliveryStatus: true, scheduleDeliveryEnabled: false,
  storeOfflineMessage: null, orderAcceptanceTimeFrom: 7 * H, orderAcceptanceTimeTo: 23 * H, nowEpoch: 1_760_000_000_000, ...over,
});

/** The Miraflores store of the store list (GET /stores), delivering 3.5 km around Av. Larco. */
export const store = (over: Partial<StoreRecord> = {}): StoreRecord => {
  const storeId = over.storeId ?? 1;
  return {
    storeId, storeName: 'Miraflores', address: 'Av. Larco 1', latitude: -12.1236, longitude: -77.0293, deliveryRadius: 3500, phone: null,
    storeStatus: storeStatus({ storeId, storeName: over.storeName ?? 'Miraflores' }),
    paymentOptions: [{ option: 'CASH', enabled: true }, { option: 'PINPAID', enabled: true }], ...over,
  };
};

export const summary = (over: Partial<OrderSummary> = {}): OrderSummary => ({
  orderId: 7, orderNumber: 'PE-000007', status: 'INITIATED', paymentMethod: 'CASH', finalPayAmount: 25.5, itemCount: 3,
  createdAt: '2026-11-21T15:00:00.000Z', storeName: 'Miraflores',
  scheduleDelivery: { scheduleDelivery: false, scheduleDate: null, scheduleTime: null }, ...over,
});

export const details = (over: Partial<OrderDetails> = {}): OrderDetails => ({
  ...summary(),
  pricing: { basePrice: 24, shipping: 5, serviceCharge: 0.5, discount: 1.5, promoCodeDiscount: 2.5, finalPayAmount: 25.5 },
  amountInCustomerHand: 50,
  promoCode: 'HOLA10',
  address: { firstName: 'Ana', lastName: 'Quispe', telephone: '987654321', street1: 'Av. José Larco 345', street2: 'Dpto 302', landmark: 'Frente al parque', latitude: -12.12, longitude: -77.03 },
  invoice: { boletaSimple: false, boleta: true, factura: false, id: 'DNI', name: '12345678', invoiceName: 'Ana Quispe', ruc: null, number: null, address: null },
  deliveryInstructions: 'Tocar el timbre',
  items: [
    {
      orderItemId: 1, productId: 10, comboOfferId: null, name: 'Leche Gloria 1 L', quantity: 2, unitActualPrice: 6, unitDiscountedPrice: 5.25,
      lineTotal: 10.5, toppings: null, itemStatus: 'ORDERED', imageUrl: 'https://img.test/leche.jpg',
    },
    {
      orderItemId: 2, productId: 11, comboOfferId: null, name: 'Pizza personal', quantity: 1, unitActualPrice: 12, unitDiscountedPrice: 12,
      lineTotal: 12, toppings: '["Queso extra","Aceitunas"]', itemStatus: 'REPLACED', imageUrl: 'https://img.test/pizza.jpg',
    },
  ],
  statusHistory: [{ status: 'INITIATED', changedAt: '2026-11-21T15:00:00.000Z' }],
  cancellable: true,
  ageRestricted: false,
  idCheck: null,
  ...over,
});
