// Dialog 8, toppings: the product's choices (from its product record) with the line's saved ones ticked; Confirm
// saves the new choice on the line, closing without it keeps the saved toppings.
import { useState } from 'react';
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Alert, Box, Button, CircularProgress, Typography, visuallyHidden } from '@shop/shared/ui';
import { Checkbox, FormControlLabel } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { useProductToppings } from '../../../api/get-product-toppings';
import { NAMESPACE } from '../../../i18n/register';
import { toppingsJson } from '../utils/toppings';

export interface ToppingsDialogProps {
  productId: number;
  productName: string;
  saved: readonly string[];
  onClose: () => void;
  /** The new toppings JSON (null = none); the dialog stays open until the parent closes it. */
  onConfirm: (toppings: string | null) => Promise<void>;
}

export function ToppingsDialog({ productId, productName, saved, onClose, onConfirm }: ToppingsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  const choices = useProductToppings(productId);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(saved));
  const [saving, setSaving] = useState(false);
  const list = choices.data ?? [];

  const confirm = async () => {
    setSaving(true);
    try {
      await onConfirm(toppingsJson(list, selected));
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogShell
      open
      onClose={onClose}
      title={t('panel.toppings.title')}
      actions={
        <>
          <Button onClick={onClose}>{t('panel.cancel')}</Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={saving || list.length === 0}>
            {t('panel.toppings.confirm')}
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{productName}</Typography>
      {choices.isFetching && !choices.data && <CircularProgress size={24} aria-label={t('panel.loading')} />}
      {choices.isError && !choices.data && <Alert severity="error">{t('panel.toppings.loadError')}</Alert>}
      {choices.data && list.length === 0 && <Typography>{t('panel.toppings.none')}</Typography>}
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'flex', flexDirection: 'column' }}>
        <Box component="legend" sx={visuallyHidden}>
          {t('panel.toppings.title')}
        </Box>
        {list.map((topping) => (
          <FormControlLabel
            key={topping.name}
            control={
              <Checkbox
                checked={selected.has(topping.name)}
                onChange={(_, checked) => setSelected((s) => {
                  const next = new Set(s);
                  if (checked) next.add(topping.name);
                  else next.delete(topping.name);
                  return next;
                })}
              />
            }
            label={topping.extraPrice > 0
              ? t('panel.toppings.withPrice', { name: topping.name, price: formatCurrency(topping.extraPrice, country) })
              : topping.name}
          />
        ))}
      </Box>
    </DialogShell>
  );
}
