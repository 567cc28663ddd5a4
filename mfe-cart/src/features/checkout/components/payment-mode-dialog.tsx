// The payment mode dialog: cash needs the amount in hand (≥ the total; digits and a decimal point only) and
// the address confirmed; pinpad (card terminal at the door) needs only the address confirmed. Only the methods the
// serving store accepts can be chosen.
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Alert, Box, Button, Chip, Stack, Typography } from '@shop/shared/ui';
import { Checkbox, FormControlLabel, FormHelperText, Radio, RadioGroup, TextField } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';
import type { PlaceOrderPaymentMethod } from '../../../api/place-order';
import { CASH_INPUT, cashCovers, cashText, parseCash, quickPicks } from '../utils/cash';

export interface PaymentChoice {
  method: PlaceOrderPaymentMethod;
  amountInCustomerHand: number | null;
}

export interface PaymentModeDialogProps {
  open: boolean;
  finalPayAmount: number;
  /** Methods the store accepts now (CASH, PINPAID). */
  enabledMethods: readonly PlaceOrderPaymentMethod[];
  /** The delivery address as one line, shown for the confirmation. */
  addressLine: string;
  onClose: () => void;
  onConfirm: (choice: PaymentChoice) => void;
}

function blockNonCashKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key.length === 1 && !/[\d.,]/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) event.preventDefault();
}

export function PaymentModeDialog({ open, finalPayAmount, enabledMethods, addressLine, onClose, onConfirm }: PaymentModeDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  const formId = useId();
  const [method, setMethod] = useState<PlaceOrderPaymentMethod | ''>('');
  const [cash, setCash] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!open) return;
    setMethod(enabledMethods.length === 1 ? enabledMethods[0]! : '');
    setCash('');
    setConfirmed(false);
    setSubmitted(false);
    // A new opening starts afresh; the store's methods do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const cashError = method !== 'CASH'
    ? undefined
    : cash === '' || parseCash(cash) === null
      ? t('payment.cashRequired')
      : !cashCovers(cash, finalPayAmount)
        ? t('payment.cashTooLow', { amount: formatCurrency(finalPayAmount, country) })
        : undefined;
  const valid = method !== '' && enabledMethods.includes(method) && confirmed && cashError === undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!valid || !method) return;
    onConfirm({ method, amountInCustomerHand: method === 'CASH' ? parseCash(cash) : null });
  };

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('payment.dialogTitle')}
      actions={(
        <>
          <Button onClick={onClose}>{t('payment.cancel')}</Button>
          <Button type="submit" form={formId} variant="contained" disabled={!valid}>{t('payment.confirm')}</Button>
        </>
      )}
    >
      <Box component="form" id={formId} noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <Typography>{t('payment.total', { amount: formatCurrency(finalPayAmount, country) })}</Typography>
          {enabledMethods.length === 0 && <Alert severity="warning">{t('payment.noMethods')}</Alert>}
          <RadioGroup
            aria-label={t('payment.methodLabel')}
            value={method}
            onChange={(e) => setMethod(e.target.value as PlaceOrderPaymentMethod)}
          >
            <FormControlLabel value="CASH" control={<Radio />} label={t('payment.cash')} disabled={!enabledMethods.includes('CASH')} />
            <FormControlLabel value="PINPAID" control={<Radio />} label={t('payment.pinpad')} disabled={!enabledMethods.includes('PINPAID')} />
          </RadioGroup>
          {method === 'CASH' && (
            <Stack spacing={1}>
              <TextField
                required
                fullWidth
                label={t('payment.cashLabel')}
                value={cash}
                onChange={(e) => {
                  const next = e.target.value.replace(/,/g, '.').replace(/[^\d.]/g, '');
                  if (CASH_INPUT.test(next)) setCash(next);
                }}
                onKeyDown={blockNonCashKey}
                error={(submitted || cash !== '') && cashError !== undefined}
                helperText={(submitted || cash !== '') ? cashError : t('payment.cashHelp')}
                slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              />
              <Stack direction="row" spacing={1} role="group" aria-label={t('payment.quickPicks')} sx={{ flexWrap: 'wrap' }}>
                {quickPicks(finalPayAmount).map((amount, index) => (
                  <Chip
                    key={amount}
                    clickable
                    onClick={() => setCash(cashText(amount))}
                    label={index === 0 ? t('payment.exact', { amount: formatCurrency(amount, country) }) : formatCurrency(amount, country)}
                    color={cash === cashText(amount) ? 'primary' : 'default'}
                  />
                ))}
              </Stack>
            </Stack>
          )}
          <Box>
            <Typography component="h3" variant="subtitle2">{t('payment.deliverTo')}</Typography>
            <Typography variant="body2" color="text.secondary">{addressLine}</Typography>
            <FormControlLabel
              control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
              label={t('payment.addressConfirmed')}
            />
            {submitted && !confirmed && <FormHelperText error>{t('payment.addressConfirmRequired')}</FormHelperText>}
          </Box>
        </Stack>
      </Box>
    </DialogShell>
  );
}
