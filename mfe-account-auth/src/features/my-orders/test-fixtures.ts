// Orders as the API answers them (contract "Orders"), for the my-orders tests.
import type { OrderDetails, OrderSummary } from '@shop/shared/calls';

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
