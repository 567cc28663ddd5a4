// The receipt choice: which one the cart holds, the two dialogs' checks, and the
// invoice-details bodies with the contract's field names. The rules (lengths, the RUC, SUNAT's S/ 700) are the API's.
import { boletaNeedsId, INVOICE_ADDRESS_MAX, INVOICE_BUSINESS_NAME_MAX, INVOICE_CLIENT_NAME_MAX } from '@shop/api/rules/invoice';
import { isValidRuc, RUC_LENGTH } from '@shop/api/rules/ruc';
import type { Cart, CartInvoiceDetails } from '@shop/shared/calls';
import { formSchema, string, type ServerFieldMap } from '@shop/shared/form';
import { idTypeRules, isValidIdNumber, type IdTypeOption } from '@shop/shared/calls';
import type { InvoiceDetailsBody, InvoiceIdType } from '../../../api/set-invoice-details';

export { isValidRuc };

export type InvoiceKind = 'boletaSimple' | 'boleta' | 'factura';

export const INVOICE_KINDS: readonly InvoiceKind[] = ['boletaSimple', 'boleta', 'factura'];

export const CLIENT_NAME_MAX = INVOICE_CLIENT_NAME_MAX;
export const BUSINESS_NAME_MAX = INVOICE_BUSINESS_NAME_MAX;
export const FISCAL_ADDRESS_MAX = INVOICE_ADDRESS_MAX;

/** Over S/ 700 a boleta must name the buyer's document (SUNAT): no boleta simple, and the boleta asks for the DNI. */
export const needsBuyerId = (cart: Pick<Cart, 'pricing'>): boolean => boletaNeedsId(cart.pricing.finalPayAmount);

/** The server's choice (exactly one flag), or null for a fresh cart. */
export function invoiceKindOf(details: CartInvoiceDetails | null | undefined): InvoiceKind | null {
  if (!details) return null;
  return INVOICE_KINDS.find((kind) => details[kind] === true) ?? null;
}

export interface BoletaForm {
  idType: string;
  idNumber: string;
  clientName: string;
}

export interface FacturaForm {
  ruc: string;
  businessName: string;
  address: string;
}

/** i18n keys under panel.invoice.errors, by field. */
export type FormErrors<F> = Partial<Record<keyof F, string>>;

/** The ID types boleta accepts: the acceptableIds types, then RUC, which the API takes for a boleta too. */
export function boletaIdTypes(acceptable: readonly IdTypeOption[]): IdTypeOption[] {
  const list = [...acceptable];
  if (!list.some((o) => o.label.toUpperCase() === 'RUC')) list.push(idTypeRules('RUC'));
  return list;
}

export function validateBoleta(form: BoletaForm, option: IdTypeOption | undefined): FormErrors<BoletaForm> {
  const errors: FormErrors<BoletaForm> = {};
  if (!option) errors.idType = 'required';
  if (!form.idNumber.trim()) errors.idNumber = 'required';
  else if (option && !isValidIdNumber(form.idNumber, option)) errors.idNumber = option.numeric ? 'idDigits' : 'idLength';
  else if (option?.label.toUpperCase() === 'RUC' && !isValidRuc(form.idNumber)) errors.idNumber = 'rucInvalid';
  const name = form.clientName.trim();
  if (!name) errors.clientName = 'required';
  else if (name.length > CLIENT_NAME_MAX) errors.clientName = 'tooLong';
  return errors;
}

export function validateFactura(form: FacturaForm): FormErrors<FacturaForm> {
  const errors: FormErrors<FacturaForm> = {};
  if (!form.ruc) errors.ruc = 'required';
  else if (form.ruc.length !== RUC_LENGTH) errors.ruc = 'rucLength';
  else if (!isValidRuc(form.ruc)) errors.ruc = 'rucInvalid';
  const business = form.businessName.trim();
  if (!business) errors.businessName = 'required';
  else if (business.length > BUSINESS_NAME_MAX) errors.businessName = 'tooLong';
  const address = form.address.trim();
  if (!address) errors.address = 'required';
  else if (address.length > FISCAL_ADDRESS_MAX) errors.address = 'tooLong';
  return errors;
}

/** The boleta form's schema: three texts under validateBoleta's rules, the number's by the chosen type among `options`. */
export const boletaSchema = (options: readonly IdTypeOption[]) => formSchema<BoletaForm>(
  { idType: string(), idNumber: string(), clientName: string() },
  (form) => validateBoleta(form, options.find((o) => o.label === form.idType)),
);
/** The invoice-details body's names (see boletaBody) → the boleta form's fields. */
export const BOLETA_SERVER_FIELDS: ServerFieldMap<BoletaForm> = { id: 'idType', name: 'idNumber', invoiceName: 'clientName' };

/** The factura form's schema: three texts under validateFactura's rules. */
export const FACTURA_SCHEMA = formSchema<FacturaForm>({ ruc: string(), businessName: string(), address: string() }, validateFactura);
/** The invoice-details body's names (see facturaBody) → the factura form's fields. */
export const FACTURA_SERVER_FIELDS: ServerFieldMap<FacturaForm> = { ruc: 'ruc', number: 'businessName', address: 'address' };

export const simpleBody = (): InvoiceDetailsBody => ({ boletaSimple: true, boleta: false, factura: false });

/** boleta: `id` is the ID type, `name` the ID number, `invoiceName` the client's name. */
export const boletaBody = (form: BoletaForm): InvoiceDetailsBody => ({
  boletaSimple: false, boleta: true, factura: false,
  id: form.idType as InvoiceIdType, name: form.idNumber.trim(), invoiceName: form.clientName.trim(),
});

/** factura: `ruc`, `number` is the business name, `address` the fiscal address. */
export const facturaBody = (form: FacturaForm): InvoiceDetailsBody => ({
  boletaSimple: false, boleta: false, factura: true,
  ruc: form.ruc.trim(), number: form.businessName.trim(), address: form.address.trim(),
});

/** Where each dialog starts: the saved details when the cart already holds that choice. */
export function boletaFormOf(details: CartInvoiceDetails | null | undefined): BoletaForm {
  return details?.boleta
    ? { idType: details.id ?? '', idNumber: details.name ?? '', clientName: details.invoiceName ?? '' }
    : { idType: '', idNumber: '', clientName: '' };
}

export function facturaFormOf(details: CartInvoiceDetails | null | undefined): FacturaForm {
  return details?.factura
    ? { ruc: details.ruc ?? '', businessName: details.number ?? '', address: details.address ?? '' }
    : { ruc: '', businessName: '', address: '' };
}
