// The header's account place: a login button for guests and anonymous shoppers, the profile menu for verified customers.
import { useTranslation } from '@shop/shared/i18n';
import { events } from '@shop/shared/events';
import { isVerified, useSession } from '@shop/shared/session';
import { Box, Button, PersonIcon } from '@shop/shared/ui';
import { RemoteSlot } from '../../../remotes/remote-slot';

export function AccountArea() {
  const { t } = useTranslation('host');
  const verified = useSession(isVerified);
  if (verified) return <RemoteSlot remote="account" expose="ProfileMenu" reserve={{ minWidth: 40, minHeight: 40 }} hydrateOnUse />;
  return (
    <Button
      color="inherit"
      onClick={() => events.emit('auth:login-required', { reason: 'header' })}
      startIcon={<PersonIcon aria-hidden />}
      aria-label={t('header.login')}
      sx={{ minWidth: 0, px: 1, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mr: { xs: 0, lg: 1 } } }}
    >
      <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', lg: 'inline' } }}>
        {t('header.login')}
      </Box>
    </Button>
  );
}
