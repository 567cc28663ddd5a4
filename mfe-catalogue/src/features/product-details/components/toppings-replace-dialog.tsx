// 'Replace toppings' for a product already in the cart: the saved choice unlocked; Confirm saves it on the cart line,
// closing without Confirm forgets the changes (the page keeps showing the saved toppings). Loaded on first open.
import { useState } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Button, Typography } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';
import type { Topping } from '../api/get-product';
import { ToppingsFieldset } from './toppings-fieldset';

export interface ToppingsReplaceDialogProps {
  open: boolean;
  productName: string;
  choices: readonly Topping[];
  /** The cart line's saved toppings: where every opening starts. */
  saved: readonly string[];
  onClose: () => void;
  /** Resolves when the cart line holds the new choice; a rejection keeps the dialog open. */
  onConfirm: (selected: ReadonlySet<string>) => Promise<void>;
}

export default function ToppingsReplaceDialog({ open, productName, choices, saved, onClose, onConfirm }: ToppingsReplaceDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  // Mounted per opening (see the page), so each opening starts from the saved toppings.
  const [selected, setSelected] = useState<Set<string>>(() => new Set(saved));
  const [saving, setSaving] = useState(false);

  const confirm = async () => {
    setSaving(true);
    try {
      await onConfirm(selected);
    } catch {
      // The shared client has shown the error; the shopper can try again or close.
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('product.replaceToppingsTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('product.cancel')}</Button>
          <Button variant="contained" onClick={confirm} disabled={saving}>
            {t('product.confirm')}
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {productName}
      </Typography>
      <ToppingsFieldset
        choices={choices}
        selected={selected}
        onToggle={(name, checked) =>
          setSelected((s) => {
            const next = new Set(s);
            if (checked) next.add(name);
            else next.delete(name);
            return next;
          })
        }
      />
    </DialogShell>
  );
}
