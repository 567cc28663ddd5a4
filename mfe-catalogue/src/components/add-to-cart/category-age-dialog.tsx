// The category age pop-up: this category sells goods for adults only; shows the customer's ID details when known.
import { idTypeName, useCustomer } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { Button, Typography } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../i18n/register';

export interface CategoryAgeDialogProps {
  age: number;
  onClose: () => void;
}

export default function CategoryAgeDialog({ age, onClose }: CategoryAgeDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  // Verified customers only (no call for guests and visitors).
  const customer = useCustomer().data;
  return (
    <DialogShell
      open
      onClose={onClose}
      title={t('ageGate.categoryTitle', { age })}
      actions={<Button variant="contained" onClick={onClose} autoFocus>{t('ageGate.ok')}</Button>}
    >
      <Typography>{t('ageGate.categoryText', { age })}</Typography>
      {customer?.idType && customer.idNumber && (
        <Typography sx={{ mt: 2 }}>{t('ageGate.categoryIdDetails', { idType: idTypeName(customer.idType), idNumber: customer.idNumber })}</Typography>
      )}
    </DialogShell>
  );
}
