// The product's topping checkboxes (name and extra price); locked while the product is in the cart.
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Box, Typography, visuallyHidden } from '@shop/shared/ui';
import { Checkbox, FormControlLabel } from '@shop/shared/ui-forms';
import { useHydrating } from '@shop/shared/query';
import { NAMESPACE } from '../../../i18n/register';
import type { Topping } from '../api/get-product';

export interface ToppingsFieldsetProps {
  choices: readonly Topping[];
  selected: ReadonlySet<string>;
  disabled?: boolean;
  onToggle?: (name: string, checked: boolean) => void;
  /** Visible legend; the dialog that already names the toppings hides it from sight (not from screen readers). */
  legend?: string;
  hideLegend?: boolean;
}

export function ToppingsFieldset({ choices, selected, disabled: locked = false, onToggle, legend, hideLegend = false }: ToppingsFieldsetProps) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  // On a page rendered on the server, a box ticked before the code runs would not reach the product added: the boxes
  // wait (disabled) until the browser has hydrated them, as the add button does.
  const hydrating = useHydrating();
  const disabled = locked || hydrating;
  return (
    <Box component="fieldset" disabled={disabled} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={hideLegend ? visuallyHidden : { fontWeight: 700, mb: 0.5 }}>
        {legend ?? t('product.toppings')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {choices.map((topping) => (
          <FormControlLabel
            key={topping.name}
            disabled={disabled}
            control={<Checkbox checked={selected.has(topping.name)} onChange={(_, checked) => onToggle?.(topping.name, checked)} />}
            label={
              topping.extraPrice > 0
                ? t('product.toppingWithPrice', { name: topping.name, price: formatCurrency(topping.extraPrice, country) })
                : topping.name
            }
          />
        ))}
      </Box>
    </Box>
  );
}
