// Federated './CartButton': the header's cart button (no props).
import '../i18n/register';
import { CartButton } from '../features/header-cart/components/cart-button';

export default CartButton;
