// Receipt rules, pure: exactly one of boletaSimple, boleta, factura; a boleta needs an ID
// type, an ID number of that type's length (a RUC with a valid check digit) and the client's name; a factura a valid
// RUC, the business name and the fiscal address. The invoice-details call saves through them, and the order placement
// re-checks the saved receipt with the same rules (time passes between the two).
import type { FieldErrorSpec } from '../../lib/errors.js';
import { ID_TYPES, isIdType, type IdType } from '../../rules/id-documents.js';
import { boletaNeedsId, INVOICE_ADDRESS_MAX, INVOICE_BUSINESS_NAME_MAX, INVOICE_CLIENT_NAME_MAX } from '../../rules/invoice.js';
import { rucProblem } from '../../rules/ruc.js';
import { idNumberOf } from '../customers/service.js';

/** A receipt as the call sends it, or as the cart answers it (boleta: id = ID type, name = ID number, invoiceName = the client). */
export interface InvoiceInput {
  boletaSimple: boolean; boleta: boolean; factura: boolean;
  id?: string | null; name?: string | null; invoiceName?: string | null; ruc?: string | null; number?: string | null; address?: string | null;
}

export type InvoiceColumns = {
  invoice_boleta_simple: boolean; invoice_boleta: boolean; invoice_factura: boolean; invoice_id_type: IdType | null; invoice_id: null;
  invoice_name: string | null; invoice_invoice_name: string | null; invoice_dob: null; invoice_ruc: string | null; invoice_number: string | null;
  invoice_address: string | null;
};

export type InvoiceVerdict =
  | { ok: true; columns: InvoiceColumns }
  /** None, or more than one, of the three types chosen. */
  | { ok: false; problem: 'oneType' }
  /** The chosen type's fields, every problem at once. */
  | { ok: false; problem: 'fields'; errors: FieldErrorSpec[] };

const RUC_ERRORS = { format: 'error.invoice.rucFormat', prefix: 'error.invoice.rucPrefix', checkDigit: 'error.invoice.rucCheckDigit' } as const;

/** A required text: trimmed, 1–max characters (code points, as the varchar counts them); pushes the field error otherwise. */
function requiredText(value: string | null | undefined, fieldName: string, max: number, errors: FieldErrorSpec[]): string | null {
  const text = value?.trim() ?? '';
  if (text === '') errors.push({ fieldName, identifier: 'error.validation.required' });
  else if ([...text].length > max) errors.push({ fieldName, identifier: 'error.validation.tooLong', params: { maximum: max } });
  // eslint-disable-next-line no-control-regex
  else if (/[\u0000-\u001f\u007f]/.test(text)) errors.push({ fieldName, identifier: 'error.validation.invalid' });
  else return text;
  return null;
}

/** The boleta's ID type and number (the customer record's rules; a RUC also by its check digit), normalised as stored. */
function boletaId(input: InvoiceInput, errors: FieldErrorSpec[]): { idType: IdType | null; idNumber: string | null } {
  const idType = input.id ? (isIdType(input.id) ? input.id : null) : null;
  if (!input.id) errors.push({ fieldName: 'id', identifier: 'error.validation.required' });
  else if (!idType) errors.push({ fieldName: 'id', identifier: 'error.validation.invalidOption', params: { options: ID_TYPES.join(', ') } });
  const raw = input.name?.trim() ?? '';
  if (raw === '') {
    errors.push({ fieldName: 'name', identifier: 'error.validation.required' });
    return { idType, idNumber: null };
  }
  if (!idType) return { idType, idNumber: null };
  const checked = idNumberOf(idType, raw);
  if ('problem' in checked) {
    errors.push({ fieldName: 'name', ...checked.problem });
    return { idType, idNumber: null };
  }
  const ruc = idType === 'RUC' ? rucProblem(checked.value) : null;
  if (ruc) {
    errors.push({ fieldName: 'name', identifier: RUC_ERRORS[ruc] });
    return { idType, idNumber: null };
  }
  return { idType, idNumber: checked.value };
}

/**
 * A boleta simple names no buyer, which SUNAT allows only up to S/ 700: above it the cart's total (céntimos) needs a
 * boleta with the buyer's document (or a factura). Judged when the receipt is chosen and again at placement.
 */
export const boletaSimpleRefused = (invoice: InvoiceInput, totalCentimos: number): boolean =>
  invoice.boletaSimple && boletaNeedsId(totalCentimos / 100);

/** Judges a whole receipt (every field error at once) and answers every invoice column: the chosen type's fields, the rest cleared. */
export function checkInvoice(input: InvoiceInput): InvoiceVerdict {
  const chosen = [input.boletaSimple, input.boleta, input.factura].filter(Boolean).length;
  if (chosen !== 1) return { ok: false, problem: 'oneType' };
  const cleared: InvoiceColumns = {
    invoice_boleta_simple: input.boletaSimple, invoice_boleta: input.boleta, invoice_factura: input.factura, invoice_id_type: null, invoice_id: null,
    invoice_name: null, invoice_invoice_name: null, invoice_dob: null, invoice_ruc: null, invoice_number: null, invoice_address: null,
  };
  if (input.boletaSimple) return { ok: true, columns: cleared };

  const errors: FieldErrorSpec[] = [];
  if (input.boleta) {
    const { idType, idNumber } = boletaId(input, errors);
    const clientName = requiredText(input.invoiceName, 'invoiceName', INVOICE_CLIENT_NAME_MAX, errors);
    if (errors.length) return { ok: false, problem: 'fields', errors };
    return { ok: true, columns: { ...cleared, invoice_id_type: idType, invoice_name: idNumber, invoice_invoice_name: clientName } };
  }

  const ruc = input.ruc?.trim() ?? '';
  const problem = ruc === '' ? null : rucProblem(ruc);
  if (ruc === '') errors.push({ fieldName: 'ruc', identifier: 'error.validation.required' });
  else if (problem) errors.push({ fieldName: 'ruc', identifier: RUC_ERRORS[problem] });
  const businessName = requiredText(input.number, 'number', INVOICE_BUSINESS_NAME_MAX, errors);
  const address = requiredText(input.address, 'address', INVOICE_ADDRESS_MAX, errors);
  if (errors.length) return { ok: false, problem: 'fields', errors };
  return { ok: true, columns: { ...cleared, invoice_ruc: ruc, invoice_number: businessName, invoice_address: address } };
}
