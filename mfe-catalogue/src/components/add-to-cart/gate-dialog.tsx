// The add-to-cart rules' dialogs in one lazily loaded chunk: the age form, the date-of-birth notice, the age-eighteen pop-up.
import { AgeEighteenDialog } from './age-eighteen-dialog';
import { AgeVerificationDialog } from './age-verification-dialog';
import { DobNoticeDialog } from './dob-notice-dialog';
import type { GateDialogKind } from '../../hooks/use-add-to-cart';

export interface GateDialogProps {
  kind: GateDialogKind;
  /** The age the item needs. */
  age: number;
  onClose: () => void;
  /** The age form stored the date of birth. */
  onVerified: () => void;
  /** The date-of-birth notice's "enter it now". */
  onEnterDob: () => void;
}

export default function GateDialog({ kind, age, onClose, onVerified, onEnterDob }: GateDialogProps) {
  if (kind === 'ageForm') return <AgeVerificationDialog open onClose={onClose} onVerified={onVerified} />;
  if (kind === 'dobNotice') return <DobNoticeDialog open age={age} onClose={onClose} onEnterDob={onEnterDob} />;
  return <AgeEighteenDialog open age={age} onClose={onClose} />;
}
