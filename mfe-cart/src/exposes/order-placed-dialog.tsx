// Federated './OrderPlacedDialog' (no props): mounted by the host on every page; opens on 'order:placed'.
import '../i18n/register';
import { OrderPlacedSlot } from '../features/order-placed/components/order-placed-slot';

export default function OrderPlacedDialog() {
  return <OrderPlacedSlot />;
}
