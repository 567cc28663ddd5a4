// A list combo's lists: per list its name and one radio per alternative with a thumbnail (a button that enlarges it).
// The radios are locked while the combo is in the cart (Replace items changes them); the thumbnails always enlarge (so
// the fieldset itself is never disabled: that would disable the thumbnail buttons too).
import { useId } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Box, ButtonBase, Stack, Typography } from '@shop/shared/ui';
import { FormControlLabel, Radio, RadioGroup } from '@shop/shared/ui-forms';
import { ProductImage } from '@shop/shared/ui-product';
import { useHydrating } from '@shop/shared/query';
import { NAMESPACE } from '../../../i18n/register';
import type { ComboAlternative, ComboList } from '../../../api/catalogue-records';

export interface ComboListChoicesProps {
  lists: readonly ComboList[];
  /** listId → chosen productId. */
  value: Readonly<Record<number, number>>;
  disabled?: boolean;
  onChange?: (listId: number, productId: number) => void;
  onEnlarge: (alternative: ComboAlternative) => void;
}

function ListChoice({ list, value, disabled, onChange, onEnlarge }: { list: ComboList; value: number | undefined } & Omit<ComboListChoicesProps, 'lists' | 'value'>) {
  const { t } = useTranslation(NAMESPACE);
  const legendId = useId();
  // A combo page rendered on the server shows its choices before their code runs: a choice made then would tick the box
  // but not the combo that is added, so they wait (disabled) until the browser has hydrated them, as the add button does.
  const hydrating = useHydrating();
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, m: 0, p: 2, minWidth: 0 }}>
      <Typography component="legend" id={legendId} sx={{ fontWeight: 700, px: 0.5 }}>
        {list.listName}
      </Typography>
      <RadioGroup aria-labelledby={legendId} value={value === undefined ? '' : String(value)} onChange={(e) => onChange?.(list.listId, Number(e.target.value))}>
        {list.alternatives.map((a) => (
          <Stack key={a.productId} direction="row" sx={{ alignItems: 'center', gap: 1.5, py: 0.5 }}>
            <ButtonBase
              onClick={() => onEnlarge(a)}
              aria-label={t('combo.enlarge', { name: a.productName })}
              sx={{ borderRadius: 1, border: 1, borderColor: 'divider', '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
            >
              {/* A fixed width: inside a button that sizes to its content, the image's 100% had no width until it loaded. */}
              <ProductImage src={a.imageUrl} alt="" width={48} height={48} sx={{ width: 48 }} />
            </ButtonBase>
            <FormControlLabel
              value={String(a.productId)}
              disabled={disabled || hydrating}
              control={<Radio />}
              label={a.quantity > 1 ? t('combo.alternativeQuantity', { name: a.productName, count: a.quantity }) : a.productName}
            />
          </Stack>
        ))}
      </RadioGroup>
    </Box>
  );
}

export function ComboListChoices({ lists, value, ...rest }: ComboListChoicesProps) {
  return (
    <Stack spacing={2}>
      {lists.map((list) => (
        <ListChoice key={list.listId} list={list} value={value[list.listId]} {...rest} />
      ))}
    </Stack>
  );
}
