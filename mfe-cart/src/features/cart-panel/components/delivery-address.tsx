// The delivery address the cart is priced for: street, landmark, name and phone, and a link to change it (the
// account remote's location picker, through 'location:required').
import type { Cart } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';
import { Button, LocationOnIcon, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { PanelSection } from './panel-section';

export interface DeliveryAddressProps {
  cart: Cart;
  onClosePanel: () => void;
}

export function DeliveryAddress({ cart, onClosePanel }: DeliveryAddressProps) {
  const { t } = useTranslation(NAMESPACE);
  const address = cart.address;
  const change = () => {
    // The picker is another remote's dialog: the panel steps aside rather than stack two modals from two apps.
    onClosePanel();
    events.emit('location:required', { reason: 'cart' });
  };
  const name = [address?.firstName, address?.lastName].filter(Boolean).join(' ');
  return (
    <PanelSection
      title={t('panel.address.title')}
      action={<Button size="small" onClick={change}>{t(address ? 'panel.address.change' : 'panel.address.add')}</Button>}
    >
      {address ? (
        <>
          <Typography variant="body2" sx={{ display: 'flex', gap: 0.5, fontWeight: 600 }}>
            <LocationOnIcon aria-hidden fontSize="small" color="primary" />
            {[address.street1, address.street2].filter(Boolean).join(', ')}
          </Typography>
          {address.landmark && <Typography variant="body2" color="text.secondary">{t('panel.address.landmark', { landmark: address.landmark })}</Typography>}
          {(name || address.telephone) && (
            <Typography variant="body2" color="text.secondary">{[name, address.telephone].filter(Boolean).join(' · ')}</Typography>
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">{t('panel.address.none')}</Typography>
      )}
    </PanelSection>
  );
}
