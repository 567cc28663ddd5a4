// The checkout feature's public face for the cart's pages: /payment (the order summary and the order flow) and
// /store-offline (the store's hours read in the shop's time zone).
export { OrderSummary, type OrderSummaryProps } from './components/order-summary';
export { PlaceOrderPanel, type PlaceOrderPanelProps } from './components/place-order-panel';
export { continueState, hasSchedule } from './utils/continue-rules';
export { msOfShopDay, nextOpening, withinHours } from './utils/store-hours';
