// The support pop-up: the phone number published on the support page, with a link to call it.
import { metadataPageQueryOptions, SUPPORT_PAGE_KEY } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { useQuery } from '@shop/shared/query';
import { Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { PhoneIcon } from '@shop/shared/ui-icons';
import { DialogShell } from '@shop/shared/ui-overlays';
import { firstPhoneIn } from '../../../lib/metadata';

export interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
}

export default function SupportDialog({ open, onClose }: SupportDialogProps) {
  const { t } = useTranslation('host');
  // The support page the account area shows too: one read for the page.
  const phone = useQuery({ ...metadataPageQueryOptions(SUPPORT_PAGE_KEY), select: firstPhoneIn });

  return (
    <DialogShell open={open} onClose={onClose} title={t('support.title')} actions={<Button onClick={onClose}>{t('support.close')}</Button>}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('support.text')}</Typography>
        {phone.status === 'pending' && (
          <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography variant="body2">{t('support.loading')}</Typography>
          </Stack>
        )}
        {(phone.status === 'error' || (phone.status === 'success' && phone.data === null)) && (
          <Typography role="alert" variant="body2">
            {t('support.unavailable')}
          </Typography>
        )}
        {phone.status === 'success' && phone.data !== null && (
          <Button variant="contained" href={`tel:${phone.data.number.replace(/[^\d+]/g, '')}`} startIcon={<PhoneIcon aria-hidden />}>
            {t('support.call', { phone: phone.data.label })}
          </Button>
        )}
      </Stack>
    </DialogShell>
  );
}
