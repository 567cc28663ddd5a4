// Dialog 13, invoice (factura): RUC (11 digits, checked like the server), business name and fiscal address. Saving
// chooses factura on the cart.
import { useId, useState } from 'react';
import type { Cart, CartInvoiceDetails } from '@shop/shared/calls';
import { RUC_LENGTH } from '@shop/api/rules/ruc';
import { FormTextField, setServerErrors, useForm, zodResolver } from '@shop/shared/form';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Button, Stack } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { useSetInvoiceDetails } from '../../../api/set-invoice-details';
import { untoldRefusal } from '../../../utils/refusal';
import { NAMESPACE } from '../../../i18n/register';
import {
  BUSINESS_NAME_MAX, FACTURA_SCHEMA, FACTURA_SERVER_FIELDS, facturaBody, facturaFormOf, FISCAL_ADDRESS_MAX, type FacturaForm,
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
  const { control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<FacturaForm>({
    defaultValues: facturaFormOf(details),
    resolver: zodResolver(FACTURA_SCHEMA),
    shouldFocusError: false,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const formId = useId();

  /** Our rules answer an i18n key; the server answers its own words. */
  const message = (field: keyof FacturaForm): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`panel.invoice.errors.${error.message}`, { length: RUC_LENGTH, max: MAX[field] });
  };

  const save = handleSubmit(async (form) => {
    setRefusal(null);
    try {
      onSaved(await saveInvoice.mutateAsync(facturaBody(form)));
    } catch (error) {
      const placed = setServerErrors(setError, error, FACTURA_SERVER_FIELDS);
      setRefusal(untoldRefusal(error, t('panel.errors.generic'), { fieldsShown: placed }));
    }
  });

  return (
    <DialogShell
      open
      onClose={onClose}
      title={t('panel.invoice.facturaTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('panel.cancel')}</Button>
          <Button type="submit" form={formId} variant="contained" disabled={isSubmitting}>{t('panel.save')}</Button>
        </>
      }
    >
      <Stack component="form" id={formId} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(e) => void save(e)}>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <FormTextField
          control={control}
          name="ruc"
          required
          label={t('panel.invoice.ruc')}
          clean={(text) => text.replace(/[^0-9]/g, '').slice(0, RUC_LENGTH)}
          message={message('ruc')}
          hint={t('panel.invoice.idHint', { length: RUC_LENGTH })}
          slotProps={{ htmlInput: { maxLength: RUC_LENGTH, inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <FormTextField
          control={control}
          name="businessName"
          required
          label={t('panel.invoice.businessName')}
          message={message('businessName')}
          slotProps={{ htmlInput: { maxLength: BUSINESS_NAME_MAX, autoComplete: 'organization' } }}
        />
        <FormTextField
          control={control}
          name="address"
          required
          label={t('panel.invoice.fiscalAddress')}
          message={message('address')}
          slotProps={{ htmlInput: { maxLength: FISCAL_ADDRESS_MAX, autoComplete: 'street-address' } }}
        />
      </Stack>
    </DialogShell>
  );
}
