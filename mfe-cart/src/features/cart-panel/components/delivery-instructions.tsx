// Delivery instructions: what the cart holds, with edit and remove, or a button to write some (dialog 6).
import { useState } from 'react';
import type { Cart } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { Box, Button, Typography } from '@shop/shared/ui';
import { setDeliveryInstructions } from '../../../api/set-delivery-instructions';
import { NAMESPACE } from '../../../i18n/register';
import { useCartAction } from '../../../hooks/use-cart-action';
import { InstructionsDialog } from './instructions-dialog';
import { PanelSection } from './panel-section';

export interface DeliveryInstructionsProps {
  cart: Cart;
}

export function DeliveryInstructions({ cart }: DeliveryInstructionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { busy, run } = useCartAction();
  const [open, setOpen] = useState(false);
  const current = cart.deliveryInstructions?.trim() ? cart.deliveryInstructions : null;
  return (
    <PanelSection title={t('panel.instructions.title')}>
      {current ? (
        <>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{current}</Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
            <Button size="small" onClick={() => setOpen(true)} disabled={busy}>{t('panel.instructions.edit')}</Button>
            <Button size="small" onClick={() => void run(() => setDeliveryInstructions(null))} disabled={busy}>{t('panel.instructions.remove')}</Button>
          </Box>
        </>
      ) : (
        <Button variant="outlined" onClick={() => setOpen(true)}>{t('panel.instructions.add')}</Button>
      )}
      {open && (
        <InstructionsDialog
          initial={current ?? ''}
          onClose={() => setOpen(false)}
          onSave={async (text) => {
            const cart = await run(() => setDeliveryInstructions(text));
            if (cart) setOpen(false);
          }}
        />
      )}
    </PanelSection>
  );
}
