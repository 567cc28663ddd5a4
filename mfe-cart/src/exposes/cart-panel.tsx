// Federated './CartPanel': the cart side panel and its dialogs; opens on 'cart:open' (no props).
// Scaffolding: the work replaces this with the real component.
import '../i18n/register';

export default function CartPanel() {
  return null;
}
