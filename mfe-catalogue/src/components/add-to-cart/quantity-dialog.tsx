// The quantity dialog a tile's count opens: brand, name, price, a stepper starting at the current
// count (minus only above 0), and Confirm, which sets the count (0 deletes).
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { AddIcon, RemoveIcon } from '@shop/shared/ui-icons';
import { Box, Button, IconButton, Typography, visuallyHidden } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../i18n/register';
import { MAX_LINE_QUANTITY } from '../../utils/cart-lines';

export interface QuantityDialogProps {
  /** The count when the dialog opened. */
  quantity: number;
  name: string;
  brand?: string | null;
  /** The price block (the shared Price). */
  price: ReactNode;
  max?: number;
  onConfirm: (quantity: number) => void;
  onClose: () => void;
}

export default function QuantityDialog({ quantity, name, brand, price, max = MAX_LINE_QUANTITY, onConfirm, onClose }: QuantityDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const [value, setValue] = useState(quantity);
  return (
    <DialogShell
      open
      onClose={onClose}
      title={t('quantityDialog.title')}
      actions={<Button variant="contained" onClick={() => onConfirm(value)}>{t('quantityDialog.confirm')}</Button>}
    >
      {brand && <Typography variant="body2" color="text.secondary">{brand}</Typography>}
      <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
      <Box sx={{ my: 1 }}>{price}</Box>
      <Box role="group" aria-label={name} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'primary.main', borderRadius: 5 }}>
        <IconButton color="primary" onClick={() => setValue((v) => Math.max(0, v - 1))} disabled={value <= 0} aria-label={tc('quantity.decrease', { name })}>
          <RemoveIcon aria-hidden fontSize="small" />
        </IconButton>
        <Typography component="span" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }} aria-hidden>{value}</Typography>
        <span aria-live="polite" style={visuallyHidden}>{t('quantityDialog.value', { count: value })}</span>
        <IconButton color="primary" onClick={() => setValue((v) => Math.min(max, v + 1))} disabled={value >= max} aria-label={tc('quantity.increase', { name })}>
          <AddIcon aria-hidden fontSize="small" />
        </IconButton>
      </Box>
      {value === 0 && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('quantityDialog.removeHint')}</Typography>}
    </DialogShell>
  );
}
