// Dialog 13, invoice (factura): RUC (11 digits, checked like the server), business name and fiscal address. Saving
// chooses factura on the cart.
import { useId, useState } from 'react';
import { clearFieldErrors, useFieldErrors } from '@shop/shared/api';
import type { Cart, CartInvoiceDetails } from '@shop/shared/calls';
import { RUC_LENGTH } from '@shop/api/rules/ruc';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Button, Stack } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { SET_INVOICE_DETAILS, useSetInvoiceDetails } from '../../../api/set-invoice-details';
import { untoldRefusal } from '../../../utils/refusal';
import { NAMESPACE } from '../../../i18n/register';
import {
  BUSINESS_NAME_MAX, facturaBody, facturaFormOf, FISCAL_ADDRESS_MAX, validateFactura, type FacturaForm, type FormErrors,
} from '../utils/invoice-body';

export interface FacturaDialogProps {
  details: CartInvoiceDetails;
  onClose: () => void;
  onSaved: (cart: Cart) => void;
}

const MAX: Record<keyof FacturaForm, number> = { ruc: RUC_LENGTH, businessName: BUSINESS_NAME_MAX, address: FISCAL_ADDRESS_MAX };

export function FacturaDialog({ details, onClose, onSaved }: FacturaDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const saveInvoice = useSetInvoiceDetails();
  const [form, setForm] = useState<FacturaForm>(() => facturaFormOf(details));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const server = useFieldErrors(SET_INVOICE_DETAILS);
  const formId = useId();
  const errors: FormErrors<FacturaForm> = submitted ? validateFactura(form) : {};

  const message = (field: keyof FacturaForm, serverField: string): string | undefined => {
    const key = errors[field];
    if (key) return t(`panel.invoice.errors.${key}`, { length: RUC_LENGTH, max: MAX[field] });
    return server[serverField]?.[0]?.message;
  };

  const close = () => {
    clearFieldErrors(SET_INVOICE_DETAILS);
    onClose();
  };

  const save = async () => {
    setSubmitted(true);
    setRefusal(null);
    if (Object.keys(validateFactura(form)).length > 0) return;
    setSaving(true);
    try {
      onSaved(await saveInvoice.mutateAsync(facturaBody(form)));
    } catch (error) {
      setRefusal(untoldRefusal(error, t('panel.errors.generic'), { fieldsShown: true }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogShell
      open
      onClose={close}
      title={t('panel.invoice.facturaTitle')}
      actions={
        <>
          <Button onClick={close}>{t('panel.cancel')}</Button>
          <Button type="submit" form={formId} variant="contained" disabled={saving}>{t('panel.save')}</Button>
        </>
      }
    >
      <Stack component="form" id={formId} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(e) => { e.preventDefault(); void save(); }}>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <TextField
          required
          label={t('panel.invoice.ruc')}
          value={form.ruc}
          onChange={(e) => setForm((f) => ({ ...f, ruc: e.target.value.replace(/[^0-9]/g, '').slice(0, RUC_LENGTH) }))}
          error={!!message('ruc', 'ruc')}
          helperText={message('ruc', 'ruc') ?? t('panel.invoice.idHint', { length: RUC_LENGTH })}
          slotProps={{ htmlInput: { maxLength: RUC_LENGTH, inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <TextField
          required
          label={t('panel.invoice.businessName')}
          value={form.businessName}
          onChange={(e) => setForm((f) => ({ ...f, businessName: e.target.value }))}
          error={!!message('businessName', 'number')}
          helperText={message('businessName', 'number')}
          slotProps={{ htmlInput: { maxLength: BUSINESS_NAME_MAX, autoComplete: 'organization' } }}
        />
        <TextField
          required
          label={t('panel.invoice.fiscalAddress')}
          value={form.address}
          onChange={(e) => setForm((f) => ({ ...f, address: e.target.value }))}
          error={!!message('address', 'address')}
          helperText={message('address', 'address')}
          slotProps={{ htmlInput: { maxLength: FISCAL_ADDRESS_MAX, autoComplete: 'street-address' } }}
        />
      </Stack>
    </DialogShell>
  );
}
