// Dialog 12, bill with ID (boleta): ID type (the acceptableIds types, and RUC), the ID number with that type's length
// and keyboard (cleared when the type changes), and the client's name. It starts from the saved boleta, else from the
// customer's own document and name. Saving chooses boleta on the cart. Over S/ 700 it says SUNAT wants the buyer's
// document and starts on the DNI.
import { useId, useMemo, useState } from 'react';
import { BOLETA_ID_THRESHOLD } from '@shop/api/rules/invoice';
import { cleanIdNumber, idTypeName, useCustomer, type Cart, type CartInvoiceDetails, type Customer, useAcceptableIds } from '@shop/shared/calls';
import { FormTextField, setServerErrors, useForm, useWatch, zodResolver } from '@shop/shared/form';
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Alert, Button, Stack } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { useSetInvoiceDetails } from '../../../api/set-invoice-details';
import { untoldRefusal } from '../../../utils/refusal';
import { NAMESPACE } from '../../../i18n/register';
import {
  boletaBody, boletaFormOf, boletaIdTypes, boletaSchema, BOLETA_SERVER_FIELDS, CLIENT_NAME_MAX, type BoletaForm,
} from '../utils/invoice-body';

/** The customer's document and name, when the account holds them (the shopper usually asks for a bill in their own name). */
function customerForm(customer: Customer | undefined): BoletaForm | null {
  if (!customer) return null;
  const clientName = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  if (!customer.idType && !clientName) return null;
  return { idType: customer.idType ?? '', idNumber: customer.idType ? customer.idNumber ?? '' : '', clientName };
}

export interface BoletaDialogProps {
  details: CartInvoiceDetails;
  /** The cart is over S/ 700: the buyer's document is required by SUNAT (the DNI first). */
  needsId?: boolean;
  onClose: () => void;
  onSaved: (cart: Cart) => void;
}

export function BoletaDialog({ details, needsId = false, onClose, onSaved }: BoletaDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  const ids = useAcceptableIds();
  const options = useMemo(() => boletaIdTypes(ids.data ?? []), [ids.data]);
  const customer = useCustomer();
  const saveInvoice = useSetInvoiceDetails();
  // Until the shopper types, the form follows its sources (the customer record may arrive after the dialog opens);
  // what they typed stays theirs (keepDirtyValues).
  const source = details.boleta ? boletaFormOf(details) : customerForm(customer.data) ?? boletaFormOf(null);
  const base = needsId && source.idType === '' && options.some((o) => o.label === 'DNI') ? { ...source, idType: 'DNI' } : source;
  const resolver = useMemo(() => zodResolver(boletaSchema(options)), [options]);
  const { control, handleSubmit, setError, setValue, formState: { errors, isSubmitting } } = useForm<BoletaForm>({
    values: base,
    resetOptions: { keepDirtyValues: true },
    resolver,
    shouldFocusError: false,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const formId = useId();
  const idType = useWatch({ control, name: 'idType' });
  const option = options.find((o) => o.label === idType);

  /** Our rules answer an i18n key; the server answers its own words. */
  const message = (field: keyof BoletaForm): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`panel.invoice.errors.${error.message}`, { length: option?.length ?? 0, max: CLIENT_NAME_MAX });
  };

  const save = handleSubmit(async (form) => {
    setRefusal(null);
    try {
      onSaved(await saveInvoice.mutateAsync(boletaBody(form)));
    } catch (error) {
      const placed = setServerErrors(setError, error, BOLETA_SERVER_FIELDS);
      setRefusal(untoldRefusal(error, t('panel.errors.generic'), { fieldsShown: placed }));
    }
  });

  return (
    <DialogShell
      open
      onClose={onClose}
      title={t('panel.invoice.boletaTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('panel.cancel')}</Button>
          <Button type="submit" form={formId} variant="contained" disabled={isSubmitting}>{t('panel.save')}</Button>
        </>
      }
    >
      <Stack component="form" id={formId} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(e) => void save(e)}>
        {needsId && <Alert severity="info">{t('panel.invoice.needsIdDialog', { amount: formatCurrency(BOLETA_ID_THRESHOLD, country) })}</Alert>}
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <FormTextField
          control={control}
          name="idType"
          select
          required
          label={t('panel.invoice.idType')}
          // A new type clears the number: its length and keyboard change with it.
          onValueChange={() => setValue('idNumber', '', { shouldDirty: true })}
          message={message('idType')}
          slotProps={{ select: { native: true } }}
        >
          <option value="" disabled>{t('panel.invoice.chooseIdType')}</option>
          {options.map((o) => <option key={o.label} value={o.label}>{idTypeName(o.label)}</option>)}
        </FormTextField>
        <FormTextField
          control={control}
          name="idNumber"
          required
          label={t('panel.invoice.idNumber')}
          disabled={!option}
          clean={(text) => (option ? cleanIdNumber(text, option) : '')}
          message={message('idNumber')}
          hint={option ? t('panel.invoice.idHint', { length: option.length }) : undefined}
          slotProps={{ htmlInput: { maxLength: option?.length, inputMode: option?.numeric ? 'numeric' : 'text', autoComplete: 'off' } }}
        />
        <FormTextField
          control={control}
          name="clientName"
          required
          label={t('panel.invoice.clientName')}
          message={message('clientName')}
          slotProps={{ htmlInput: { maxLength: CLIENT_NAME_MAX, autoComplete: 'name' } }}
        />
      </Stack>
    </DialogShell>
  );
}
