// Federated './IdleCartReminder': the idle cart reminder of catalogue §4 (no props).
// Scaffolding: the work replaces this with the real component.
import '../i18n/register';

export default function IdleCartReminder() {
  return null;
}
