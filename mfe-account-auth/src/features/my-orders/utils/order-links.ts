// The order's page inside the account area: /account/my-orders/{orderId}.
import { paths } from '@shop/shared/routes';

/** Nested under my-orders (the account area's own route, pages/account-area.tsx). */
export const ORDER_DETAILS_ROUTE = 'my-orders/:orderId';

export const orderDetailsPath = (orderId: number | string): string => `${paths.account('my-orders')}/${encodeURIComponent(String(orderId))}`;
