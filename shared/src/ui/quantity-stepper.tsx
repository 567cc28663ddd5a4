// The cart counter of a product tile or page: an Add button at zero, minus / count / plus above. The keyboard's focus
// follows the control when one form replaces the other (Add → plus, minus to zero → Add) instead of falling to <body>.
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from '@shop/shared/i18n';

export interface QuantityStepperProps {
  quantity: number;
  /** Product or combo name, used in the buttons' accessible labels. */
  name: string;
  /** Add (at zero) and plus. */
  onIncrease: () => void;
  onDecrease: () => void;
  /** When given, the count is a button (it opens the quantity dialog). */
  onQuantityClick?: () => void;
  max?: number;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

const noSubscription = () => () => undefined;

export function QuantityStepper({ quantity, name, onIncrease, onDecrease, onQuantityClick, max, disabled = false, size = 'medium' }: QuantityStepperProps) {
  const { t } = useTranslation('common');
  // A page rendered on the server shows its buttons before their code runs: until the browser has hydrated them they
  // say they cannot be pressed yet (aria-disabled), instead of swallowing the press. They keep their colours: greyed
  // out while hydrating, every button on the page would flash from grey to red, and a check of their contrast made in
  // the middle of that colour change would fail it.
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const waiting = hydrating && !disabled ? true : undefined;
  const adding = quantity <= 0;
  const addRef = useRef<HTMLButtonElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  // Read while rendering, before React swaps Add for the stepper (or back): that commit drops the focus to <body>.
  const focusWasInside = useRef(false);
  if (typeof document !== 'undefined') {
    const active = document.activeElement;
    focusWasInside.current = Boolean(active && (addRef.current?.contains(active) || groupRef.current?.contains(active)));
  }
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!focusWasInside.current || (active && active !== document.body)) return;
    (adding ? addRef : plusRef).current?.focus();
  }, [adding]);

  if (adding) {
    return (
      <Button ref={addRef} variant="contained" size={size} onClick={hydrating ? undefined : onIncrease} disabled={disabled} aria-disabled={waiting} aria-label={t('quantity.addItem', { name })} startIcon={<AddIcon aria-hidden />}>
        {t('quantity.add')}
      </Button>
    );
  }
  const atMax = max !== undefined && quantity >= max;
  const count = onQuantityClick ? (
    <ButtonBase onClick={hydrating ? undefined : onQuantityClick} disabled={disabled} aria-disabled={waiting} aria-label={t('quantity.change', { name, count: quantity })} sx={{ minWidth: 32, px: 1, borderRadius: 1, fontWeight: 700 }}>
      {quantity}
    </ButtonBase>
  ) : (
    <Typography component="span" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}>
      {quantity}
    </Typography>
  );
  return (
    <Box ref={groupRef} role="group" aria-label={name} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, border: 1, borderColor: 'primary.main', borderRadius: 5 }}>
      <IconButton size={size} color="primary" onClick={hydrating ? undefined : onDecrease} disabled={disabled} aria-disabled={waiting} aria-label={t('quantity.decrease', { name })}>
        <RemoveIcon aria-hidden fontSize="small" />
      </IconButton>
      {count}
      {/* The count changes without focus moving: announce it. */}
      <span aria-live="polite" style={visuallyHidden}>
        {t('quantity.count', { count: quantity })}
      </span>
      <IconButton ref={plusRef} size={size} color="primary" onClick={hydrating ? undefined : onIncrease} disabled={disabled || atMax} aria-disabled={atMax ? undefined : waiting} aria-label={t('quantity.increase', { name })}>
        <AddIcon aria-hidden fontSize="small" />
      </IconButton>
    </Box>
  );
}
