// The empty cart: a message and 'continue shopping', which closes the panel.
import { useTranslation } from '@shop/shared/i18n';
import { Box, Button, ShoppingCartIcon, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';

export interface EmptyCartProps {
  onContinueShopping: () => void;
}

export function EmptyCart({ onContinueShopping }: EmptyCartProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <ShoppingCartIcon aria-hidden color="disabled" sx={{ fontSize: 64 }} />
      <Typography variant="h6" component="p">{t('panel.empty.title')}</Typography>
      <Typography color="text.secondary">{t('panel.empty.text')}</Typography>
      <Button variant="contained" onClick={onContinueShopping}>{t('panel.empty.continue')}</Button>
    </Box>
  );
}
