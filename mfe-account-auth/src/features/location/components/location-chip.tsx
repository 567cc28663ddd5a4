// The header's delivery-location chip: 'Elegir ubicación' or the default address street; asks for a location on click.
import { useTranslation } from '@shop/shared/i18n';
import { events } from '@shop/shared/events';
import { useHydrating } from '@shop/shared/query';
import { Chip, LocationOnIcon } from '@shop/shared/ui';
import { HEADER_NAMESPACE } from '../../../i18n/register';
import { useDefaultAddress } from '../api/get-user-addresses';

export function LocationChip() {
  const { t } = useTranslation(HEADER_NAMESPACE);
  const { data: address } = useDefaultAddress();
  const place = address?.street1 || t('location.set');
  // On a page rendered on the server the chip is there before its code: a press then would do nothing, so until the
  // browser has hydrated it the chip says it cannot be pressed yet (looking the same: it is ready in a moment).
  const hydrating = useHydrating();
  return (
    <Chip
      aria-disabled={hydrating || undefined}
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
