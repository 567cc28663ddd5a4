// Federated './AgeVerificationDialog': the age verification form for other remotes,
// e.g. the cart before checkout. Props: open, onClose, onVerified (the customer's date of birth is then stored).
import '../i18n/register';
import { AgeVerificationDialog } from '../components/add-to-cart/age-verification-dialog';

export type { AgeVerificationDialogProps } from '../components/add-to-cart/age-verification-dialog';
export default AgeVerificationDialog;
