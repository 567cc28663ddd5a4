// Why a date of birth or ID on record cannot be edited here, and how to reach support to have it corrected (the support
// page lists the phone and e-mail).
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Alert, Link, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';

export function SupportNotice() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert severity="info">
      <Typography variant="body2">{t('profile.age.locked')}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('profile.age.lockedContact')}{' '}
        <Link component={RouterLink} to={paths.account('support')}>{t('profile.age.supportLink')}</Link>
      </Typography>
    </Alert>
  );
}
