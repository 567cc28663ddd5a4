// Federated './ProfileMenu': the header's account menu for verified customers (no props).
import '../i18n/register';
import { ProfileMenu } from '../features/profile/components/profile-menu';

export default ProfileMenu;
