// Dialog 12, bill with ID (boleta): ID type (the acceptableIds types, and RUC), the ID number with that type's length
// and keyboard (cleared when the type changes), and the client's name. It starts from the saved boleta, else from the
// customer's own document and name. Saving chooses boleta on the cart. Over S/ 700 it says SUNAT wants the buyer's
// document and starts on the DNI.
import { useId, useState } from 'react';
import { BOLETA_ID_THRESHOLD } from '@shop/api/rules/invoice';
import { clearFieldErrors, useFieldErrors } from '@shop/shared/api';
import { cleanIdNumber, idTypeName, useCustomer, type Cart, type CartInvoiceDetails, type Customer, useAcceptableIds } from '@shop/shared/calls';
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Alert, Button, Stack } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { SET_INVOICE_DETAILS, useSetInvoiceDetails } from '../../../api/set-invoice-details';
import { untoldRefusal } from '../../../utils/refusal';
import { NAMESPACE } from '../../../i18n/register';
import {
  boletaBody, boletaFormOf, boletaIdTypes, CLIENT_NAME_MAX, validateBoleta, type BoletaForm, type FormErrors,
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
  const options = boletaIdTypes(ids.data ?? []);
  const customer = useCustomer();
  const saveInvoice = useSetInvoiceDetails();
  const [edited, setEdited] = useState<BoletaForm | null>(null);
  // Until the shopper types, the form follows its sources (the customer record may arrive after the dialog opens).
  const source = details.boleta ? boletaFormOf(details) : customerForm(customer.data) ?? boletaFormOf(null);
  const base = needsId && source.idType === '' && options.some((o) => o.label === 'DNI') ? { ...source, idType: 'DNI' } : source;
  const form = edited ?? base;
  const setForm = (change: (f: BoletaForm) => BoletaForm) => setEdited((prev) => change(prev ?? base));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const server = useFieldErrors(SET_INVOICE_DETAILS);
  const formId = useId();
  const option = options.find((o) => o.label === form.idType);
  const errors: FormErrors<BoletaForm> = submitted ? validateBoleta(form, option) : {};

  const message = (field: keyof BoletaForm, serverField: string): string | undefined => {
    const key = errors[field];
    if (key) return t(`panel.invoice.errors.${key}`, { length: option?.length ?? 0, max: CLIENT_NAME_MAX });
    return server[serverField]?.[0]?.message;
  };

  const close = () => {
    clearFieldErrors(SET_INVOICE_DETAILS);
    onClose();
  };

  const save = async () => {
    setSubmitted(true);
    setRefusal(null);
    if (Object.keys(validateBoleta(form, option)).length > 0) return;
    setSaving(true);
    try {
      onSaved(await saveInvoice.mutateAsync(boletaBody(form)));
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
      title={t('panel.invoice.boletaTitle')}
      actions={
        <>
          <Button onClick={close}>{t('panel.cancel')}</Button>
          <Button type="submit" form={formId} variant="contained" disabled={saving}>{t('panel.save')}</Button>
        </>
      }
    >
      <Stack component="form" id={formId} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(e) => { e.preventDefault(); void save(); }}>
        {needsId && <Alert severity="info">{t('panel.invoice.needsIdDialog', { amount: formatCurrency(BOLETA_ID_THRESHOLD, country) })}</Alert>}
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <TextField
          select
          required
          label={t('panel.invoice.idType')}
          value={form.idType}
          onChange={(e) => setForm((f) => ({ ...f, idType: e.target.value, idNumber: '' }))}
          error={!!message('idType', 'id')}
          helperText={message('idType', 'id')}
          slotProps={{ select: { native: true } }}
        >
          <option value="" disabled>{t('panel.invoice.chooseIdType')}</option>
          {options.map((o) => <option key={o.label} value={o.label}>{idTypeName(o.label)}</option>)}
        </TextField>
        <TextField
          required
          label={t('panel.invoice.idNumber')}
          value={form.idNumber}
          disabled={!option}
          onChange={(e) => option && setForm((f) => ({ ...f, idNumber: cleanIdNumber(e.target.value, option) }))}
          error={!!message('idNumber', 'name')}
          helperText={message('idNumber', 'name') ?? (option ? t('panel.invoice.idHint', { length: option.length }) : undefined)}
          slotProps={{ htmlInput: { maxLength: option?.length, inputMode: option?.numeric ? 'numeric' : 'text', autoComplete: 'off' } }}
        />
        <TextField
          required
          label={t('panel.invoice.clientName')}
          value={form.clientName}
          onChange={(e) => setForm((f) => ({ ...f, clientName: e.target.value }))}
          error={!!message('clientName', 'invoiceName')}
          helperText={message('clientName', 'invoiceName')}
          slotProps={{ htmlInput: { maxLength: CLIENT_NAME_MAX, autoComplete: 'name' } }}
        />
      </Stack>
    </DialogShell>
  );
}
