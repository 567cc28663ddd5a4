// The support pop-up: the phone number published on the support page, with a link to call it.
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { PhoneIcon } from '@shop/shared/ui-icons';
import { DialogShell } from '@shop/shared/ui-overlays';
import { useAsync } from '../../../hooks/use-async';
import { firstPhoneIn, getMetadataHtml, SUPPORT_PAGE_KEY } from '../../../lib/metadata';

export interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
}

export default function SupportDialog({ open, onClose }: SupportDialogProps) {
  const { t, i18n } = useTranslation('host');
  const country = useSession((s) => s.country);
  const language = i18n.language;
  const phone = useAsync(async (signal) => firstPhoneIn(await getMetadataHtml(country, SUPPORT_PAGE_KEY, language, signal)), [country, language]);

  return (
    <DialogShell open={open} onClose={onClose} title={t('support.title')} actions={<Button onClick={onClose}>{t('support.close')}</Button>}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('support.text')}</Typography>
        {phone.status === 'loading' && (
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
