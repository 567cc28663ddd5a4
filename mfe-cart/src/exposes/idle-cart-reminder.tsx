// Federated './IdleCartReminder' (no props): the idle cart reminder, mounted by the host on every page.
import '../i18n/register';
import { IdleCartReminder } from '../features/idle-reminder/components/idle-cart-reminder';

export default function IdleCartReminderExpose() {
  return <IdleCartReminder />;
}
