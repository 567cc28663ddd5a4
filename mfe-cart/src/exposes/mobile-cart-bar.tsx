// Federated './MobileCartBar': the phone's fixed bottom cart bar (no props).
import '../i18n/register';
import { MobileCartBar } from '../features/header-cart/components/mobile-cart-bar';

export default MobileCartBar;
