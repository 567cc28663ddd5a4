// Dialog 1, quantity update: a stepper starting at the line's count; Confirm sets it (0 deletes the line).
import { useState } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Box, Button, IconButton, Typography, visuallyHidden } from '@shop/shared/ui';
import { AddIcon, RemoveIcon } from '@shop/shared/ui-icons';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';

export interface QuantityDialogProps {
  name: string;
  quantity: number;
  max: number;
  onClose: () => void;
  onConfirm: (quantity: number) => void;
}

export function QuantityDialog({ name, quantity, max, onClose, onConfirm }: QuantityDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const [value, setValue] = useState(quantity);
  return (
    <DialogShell
      open
      onClose={onClose}
      title={t('panel.quantity.title')}
      actions={
        <>
          <Button onClick={onClose}>{t('panel.cancel')}</Button>
          <Button variant="contained" onClick={() => onConfirm(value)}>{t('panel.quantity.confirm')}</Button>
        </>
      }
    >
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{name}</Typography>
      <Box role="group" aria-label={name} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'primary.main', borderRadius: 5 }}>
        <IconButton color="primary" onClick={() => setValue((v) => Math.max(0, v - 1))} disabled={value <= 0} aria-label={tc('quantity.decrease', { name })}>
          <RemoveIcon aria-hidden fontSize="small" />
        </IconButton>
        <Typography component="span" aria-hidden sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}>{value}</Typography>
        <span aria-live="polite" style={visuallyHidden}>{t('panel.quantity.value', { count: value })}</span>
        <IconButton color="primary" onClick={() => setValue((v) => Math.min(max, v + 1))} disabled={value >= max} aria-label={tc('quantity.increase', { name })}>
          <AddIcon aria-hidden fontSize="small" />
        </IconButton>
      </Box>
      {value === 0 && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('panel.quantity.removeHint')}</Typography>}
    </DialogShell>
  );
}
