// 'Select products' for a list combo: one alternative per list (radios, the current or default choice preselected),
// Confirm hands the choice back as the combo call's comboOfferData.
import { useId, useState } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Box, Button, Stack, Typography } from '@shop/shared/ui';
import { FormControlLabel, Radio, RadioGroup } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { ProductImage } from '@shop/shared/ui-product';
import { NAMESPACE } from '../../i18n/register';
import type { ComboChoice, ComboList, ComboRecord } from '../../api/catalogue-records';
import { isComboList } from '../../utils/product-record';

export interface ComboSelectionDialogProps {
  combo: ComboRecord;
  /** The choice to start from (the cart's, else the defaults). */
  initial: readonly ComboChoice[];
  onConfirm: (choice: ComboChoice[]) => void;
  onClose: () => void;
}

function ListChoice({ list, value, onChange }: { list: ComboList; value: number | undefined; onChange: (productId: number) => void }) {
  const labelId = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" id={labelId} sx={{ fontWeight: 700, mb: 1 }}>{list.listName}</Typography>
      <RadioGroup aria-labelledby={labelId} value={value === undefined ? '' : String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {list.alternatives.map((a) => (
          <FormControlLabel
            key={a.productId}
            value={String(a.productId)}
            control={<Radio />}
            label={(
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                {/* Decoration: the name is the label (a missing image's placeholder must not join it). */}
                <Box component="span" aria-hidden sx={{ width: 40, flexShrink: 0 }}>
                  <ProductImage src={a.imageUrl} alt="" width={40} height={40} />
                </Box>
                <span>{a.quantity > 1 ? `${a.quantity} × ${a.productName}` : a.productName}</span>
              </Box>
            )}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

export default function ComboSelectionDialog({ combo, initial, onConfirm, onClose }: ComboSelectionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const lists = (combo.comboOfferProducts ?? []).filter(isComboList);
  const [picked, setPicked] = useState<Record<number, number | undefined>>(() => Object.fromEntries(lists.map((l) => {
    const current = initial.find((c) => c.listId === l.listId && l.alternatives.some((a) => a.productId === c.productId));
    return [l.listId, current?.productId ?? l.alternatives[0]?.productId];
  })));

  const confirm = () => onConfirm(lists.flatMap((l): ComboChoice[] => {
    const alternative = l.alternatives.find((a) => a.productId === picked[l.listId]) ?? l.alternatives[0];
    return alternative ? [{ productId: alternative.productId, listId: l.listId, quantity: alternative.quantity }] : [];
  }));

  return (
    <DialogShell
      open
      onClose={onClose}
      width="wide"
      title={t('comboSelection.title', { name: combo.comboName })}
      actions={<Button variant="contained" onClick={confirm}>{t('comboSelection.confirm')}</Button>}
    >
      <Stack spacing={2}>
        {lists.map((l) => (
          <ListChoice key={l.listId} list={l} value={picked[l.listId]} onChange={(productId) => setPicked((p) => ({ ...p, [l.listId]: productId }))} />
        ))}
      </Stack>
    </DialogShell>
  );
}
