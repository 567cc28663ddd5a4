// Federated './CartButton': the header's cart button (no props). A shopper's cart is fetched by the server with their
// cookie before it renders the header (prefetch), so the page arrives with its count.
import { cartQueryOptions } from '@shop/shared/calls';
import type { Prefetch } from '@shop/shared/routes';
import { useSession } from '@shop/shared/session';
import '../i18n/register';
import { CartButton } from '../features/header-cart/components/cart-button';

export const prefetch: Prefetch = async ({ queryClient }) => {
  // The button reads the cart only when the session has one (useHeaderCart).
  const { userId, cartId } = useSession.getState();
  if (userId !== null && cartId !== null) await queryClient.prefetchQuery(cartQueryOptions());
};

export default CartButton;
