// The header's delivery-location chip: 'Elegir ubicación' or the default address street; asks for a location on click.
import { useTranslation } from '@shop/shared/i18n';
import { events } from '@shop/shared/events';
import { Chip, LocationOnIcon } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { useDefaultAddress } from '../api/get-user-addresses';

export function LocationChip() {
  const { t } = useTranslation(NAMESPACE);
  const { data: address } = useDefaultAddress();
  const place = address?.street1 || t('location.set');
  return (
    <Chip
      icon={<LocationOnIcon />}
      label={place}
      aria-label={t('location.chipLabel', { place })}
      // The change-location dialog is the account remote's own and arrives with its issue; the event is its contract.
      onClick={() => events.emit('location:required')}
      variant="outlined"
      // Takes the colour of the bar it sits on (white on the shop's red header) so it keeps its contrast.
      sx={{ maxWidth: { xs: '100%', md: 280 }, fontWeight: 600, color: 'inherit', borderColor: 'currentColor', '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}
