// Federated './OrderPlacedDialog': shown on 'order:placed' (no props).
// Scaffolding: the work replaces this with the real component.
import '../i18n/register';

export default function OrderPlacedDialog() {
  return null;
}
