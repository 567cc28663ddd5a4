// Federated './PopupBanner': the pop-up banner for shoppers with a saved address (no props).
// Scaffolding: the work replaces this with the real component.
import '../i18n/register';

export default function PopupBanner() {
  return null;
}
