// The promo section: the applied code (with remove, and why it no longer counts when it does not), or 'apply a promo'
// opening the promo list; guests are asked to log in instead.
import { useState } from 'react';
import type { Cart } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';
import { isVerified, useSession } from '@shop/shared/session';
import { Alert, Box, Button, Typography } from '@shop/shared/ui';
import { LocalOfferIcon } from '@shop/shared/ui-icons';
import { applyPromoCode } from '../../../api/apply-promo-code';
import { NAMESPACE } from '../../../i18n/register';
import { useCartAction } from '../../../hooks/use-cart-action';
import { PanelSection } from './panel-section';
import { PromoAppliedDialog } from './promo-applied-dialog';
import { PromoListDialog } from './promo-list-dialog';

export interface PromoSectionProps {
  cart: Cart;
  onClosePanel: () => void;
}

export function PromoSection({ cart, onClosePanel }: PromoSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const verified = useSession(isVerified);
  const { busy, run } = useCartAction();
  const [dialog, setDialog] = useState<'list' | 'applied' | null>(null);
  const promo = cart.promoCode;
  const applied = promo?.promoCodeId !== null && promo?.promoCodeId !== undefined;

  let body;
  if (applied) {
    body = (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LocalOfferIcon aria-hidden color="primary" fontSize="small" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{promo.promoCode}</Typography>
            {promo.promoCodeDescription && <Typography variant="body2" color="text.secondary">{promo.promoCodeDescription}</Typography>}
          </Box>
          <Button size="small" disabled={busy} onClick={() => void run(() => applyPromoCode(null))} aria-label={t('panel.promo.removeCode', { code: promo.promoCode })}>
            {t('panel.promo.remove')}
          </Button>
        </Box>
        {promo.promoCodeValid === false && (
          <Alert severity="warning" role="status" sx={{ mt: 1 }}>{promo.promoCodeMessage || t('panel.promo.noLongerValid')}</Alert>
        )}
      </>
    );
  } else if (verified) {
    body = (
      <Button variant="outlined" startIcon={<LocalOfferIcon aria-hidden />} onClick={() => setDialog('list')}>
        {t('panel.promo.apply')}
      </Button>
    );
  } else {
    body = (
      <Button
        variant="outlined"
        onClick={() => {
          onClosePanel();
          events.emit('auth:login-required', { reason: 'promo' });
        }}
      >
        {t('panel.promo.logIn')}
      </Button>
    );
  }

  return (
    <PanelSection title={t('panel.promo.title')}>
      {body}
      {dialog === 'list' && (
        <PromoListDialog
          onClose={() => setDialog(null)}
          onApplied={() => setDialog('applied')}
        />
      )}
      {dialog === 'applied' && <PromoAppliedDialog cart={cart} onClose={() => setDialog(null)} />}
    </PanelSection>
  );
}
