// Federated './CartPanel': the cart side panel and its dialogs; opens on 'cart:open' (no props). The app puts the
// features together here: the panel (cart-panel) with the checkout feature's Continue section pinned below it.
import { lazy } from 'react';
import '../i18n/register';
import { CartPanel } from '../features/cart-panel/components/cart-panel';

// Loaded with the drawer's first opening, not with the page.
const ContinueSection = lazy(() => import('../features/checkout/components/continue-section').then((m) => ({ default: m.ContinueSection })));

export default function CartPanelExpose() {
  return <CartPanel footer={ContinueSection} />;
}
