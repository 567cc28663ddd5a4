// Federated './PopupBanner': the pop-up banner for shoppers with a saved address (no props; renders nothing otherwise).
import '../i18n/register';
import { PopupBanner } from '../features/popup/components/popup-banner';

export default PopupBanner;
