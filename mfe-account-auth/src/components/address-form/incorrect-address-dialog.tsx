// The incorrect-address notice: the chosen place has no location on the map (place name with OK).
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../i18n/register';

export function IncorrectAddressDialog({ place, onClose }: { place: string | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DialogShell
      open={place !== null}
      onClose={onClose}
      title={t('location.incorrectAddress.title')}
      actions={<Button variant="contained" onClick={onClose}>{t('location.incorrectAddress.ok')}</Button>}
    >
      {t('location.incorrectAddress.text', { place: place ?? '' })}
    </DialogShell>
  );
}
