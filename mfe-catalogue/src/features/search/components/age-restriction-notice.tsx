// The notice shown once per search whose results hold age-restricted products; loaded when first shown.
import { useTranslation } from '@shop/shared/i18n';
import { Button, Typography } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';

export interface AgeRestrictionNoticeProps {
  open: boolean;
  onClose: () => void;
}

export default function AgeRestrictionNotice({ open, onClose }: AgeRestrictionNoticeProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('searchResults.ageNoticeTitle')}
      actions={<Button variant="contained" onClick={onClose}>{t('searchResults.ageNoticeOk')}</Button>}
    >
      <Typography>{t('searchResults.ageNoticeText')}</Typography>
    </DialogShell>
  );
}
