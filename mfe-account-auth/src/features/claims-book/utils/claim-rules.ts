// The claim form's values and rules: what the form checks
// before sending, and the JSON it sends. The rules are the API's own (@shop/api/rules): the server checks the same
// again, and its field errors use the same names.
import { CLAIMED_AMOUNT_MAX, cleanOrderNumber, GUARDIAN_NAME_MAX, isClaimedAmount, isClaimPhone, ORDER_NUMBER_MAX } from '@shop/api/rules/claims';
import { isEmail } from '@shop/api/rules/email';
import { claimIdNumberProblem, cleanIdNumber, ID_NUMBER_RULES, PERSON_ID_TYPES } from '@shop/api/rules/id-documents';
import { normalizePhone } from '@shop/api/rules/phone';
import type { ClaimFields, ClaimFormData, ClaimIdType, ClaimItemType, ClaimLimits, ClaimType } from '../api/types';

export { CLAIMED_AMOUNT_MAX, cleanOrderNumber, GUARDIAN_NAME_MAX, ORDER_NUMBER_MAX };
export const CLAIM_ID_TYPES: readonly ClaimIdType[] = PERSON_ID_TYPES;

export interface ClaimValues {
  consumerFirstName: string;
  consumerLastName: string;
  consumerIdType: ClaimIdType;
  consumerIdNumber: string;
  consumerEmail: string;
  consumerPhone: string;
  consumerAddress: string;
  isMinor: boolean;
  guardianName: string;
  guardianIdType: ClaimIdType;
  guardianIdNumber: string;
  itemType: ClaimItemType | '';
  itemDescription: string;
  /** As typed: digits and at most one dot with two decimals; '' when no amount is claimed. */
  claimedAmount: string;
  claimType: ClaimType | '';
  description: string;
  consumerRequest: string;
  orderNumber: string;
  consent: boolean;
}

export type ClaimField = keyof ClaimValues | 'attachments';

/** A problem as a translation key (under claims.errors) and its values. */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

/** The form's first values: the customer's data from form-data (nulls allowed), cut to what the fields accept. */
export function initialValues(formData: ClaimFormData): ClaimValues {
  const { consumer, limits } = formData;
  // The API sends only the book's types (a RUC on the customer record comes as null): without one, DNI and no number.
  const storedType = consumer.idType;
  const idType = storedType ?? 'DNI';
  const idNumber = storedType && consumer.idNumber ? cleanClaimIdNumber(idType, consumer.idNumber) : '';
  return {
    consumerFirstName: (consumer.firstName ?? '').trimStart().slice(0, limits.firstNameMax),
    consumerLastName: (consumer.lastName ?? '').trimStart().slice(0, limits.lastNameMax),
    consumerIdType: idType,
    consumerIdNumber: idNumber,
    consumerEmail: (consumer.email ?? '').trim(),
    consumerPhone: cleanPhone(consumer.phone ?? '', limits.phoneMax),
    consumerAddress: (consumer.address ?? '').trimStart().slice(0, limits.addressMax),
    isMinor: false,
    guardianName: '',
    guardianIdType: 'DNI',
    guardianIdNumber: '',
    itemType: '',
    itemDescription: '',
    claimedAmount: '',
    claimType: '',
    description: '',
    consumerRequest: '',
    orderNumber: '',
    consent: false,
  };
}

/** What the amount field keeps of a keystroke or paste: digits, one dot, two decimals. */
export function cleanAmount(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot < 0) return kept.slice(0, 5);
  return `${kept.slice(0, dot).slice(0, 5)}.${kept.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}

export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100) / 100;
}

/** What the phone field keeps: the digits, without separators or a +51 calling code, cut to the limit. */
export const cleanPhone = (text: string, max: number): string => normalizePhone(text).slice(0, max);

function textProblem(value: string, max: number): Problem | undefined {
  if (value.trim() === '') return { key: 'required' };
  if (value.length > max) return { key: 'max', params: { max } };
  return undefined;
}

/** DNI: exactly its 8 digits. Pasaporte and Carnet de Extranjeria: 1 to 12 letters or digits (real passports are shorter). */
export const isValidClaimIdNumber = (type: ClaimIdType, number: string): boolean => claimIdNumberProblem(type, number) === null;

/** What an ID number field keeps of the typed text for its type. */
export const cleanClaimIdNumber = (type: ClaimIdType, text: string): string => cleanIdNumber(ID_NUMBER_RULES[type], text);

function idProblem(type: ClaimIdType, number: string): Problem | undefined {
  if (number === '') return { key: 'required' };
  const problem = claimIdNumberProblem(type, number);
  if (problem) return { key: problem === 'digits' ? 'idDigits' : 'idCharacters', params: { count: ID_NUMBER_RULES[type].length } };
  return undefined;
}

/** Every field's first problem; an empty object means the claim can be sent. */
export function validateClaim(values: ClaimValues, limits: ClaimLimits): Partial<Record<ClaimField, Problem>> {
  const problems: Partial<Record<ClaimField, Problem>> = {
    consumerFirstName: textProblem(values.consumerFirstName, limits.firstNameMax),
    consumerLastName: textProblem(values.consumerLastName, limits.lastNameMax),
    consumerIdNumber: idProblem(values.consumerIdType, values.consumerIdNumber),
    consumerAddress: textProblem(values.consumerAddress, limits.addressMax),
    itemDescription: textProblem(values.itemDescription, limits.itemDescriptionMax),
    description: textProblem(values.description, limits.descriptionMax),
    consumerRequest: textProblem(values.consumerRequest, limits.requestMax),
  };
  if (values.consumerEmail.trim() === '') problems.consumerEmail = { key: 'required' };
  else if (!isEmail(values.consumerEmail.trim())) problems.consumerEmail = { key: 'email' };
  if (!isClaimPhone(values.consumerPhone, limits.phoneMax)) problems.consumerPhone = { key: 'phone', params: { max: limits.phoneMax } };
  if (values.isMinor) {
    problems.guardianName = textProblem(values.guardianName, GUARDIAN_NAME_MAX);
    problems.guardianIdNumber = idProblem(values.guardianIdType, values.guardianIdNumber);
  }
  if (values.itemType === '') problems.itemType = { key: 'itemType' };
  const amount = parseAmount(values.claimedAmount);
  if (amount !== null && !isClaimedAmount(amount)) problems.claimedAmount = { key: 'amount' };
  if (values.claimType === '') problems.claimType = { key: 'claimType' };
  if (values.orderNumber.length > ORDER_NUMBER_MAX) problems.orderNumber = { key: 'max', params: { max: ORDER_NUMBER_MAX } };
  if (!values.consent) problems.consent = { key: 'consent' };
  for (const key of Object.keys(problems) as ClaimField[]) if (!problems[key]) delete problems[key];
  return problems;
}

/** The claim's JSON fields (without the proof-of-work) from valid values. */
export function toClaimFields(values: ClaimValues): ClaimFields {
  const orderNumber = values.orderNumber.trim();
  return {
    consumerFirstName: values.consumerFirstName.trim(),
    consumerLastName: values.consumerLastName.trim(),
    consumerIdType: values.consumerIdType,
    consumerIdNumber: values.consumerIdNumber,
    consumerEmail: values.consumerEmail.trim(),
    consumerPhone: values.consumerPhone,
    consumerAddress: values.consumerAddress.trim(),
    isMinor: values.isMinor,
    // A minor's guardian only: a ticked-then-unticked box sends nothing of what was typed.
    guardianName: values.isMinor ? values.guardianName.trim() : null,
    guardianIdType: values.isMinor ? values.guardianIdType : null,
    guardianIdNumber: values.isMinor ? values.guardianIdNumber : null,
    itemType: values.itemType as ClaimItemType,
    itemDescription: values.itemDescription.trim(),
    claimedAmount: parseAmount(values.claimedAmount),
    claimType: values.claimType as ClaimType,
    description: values.description.trim(),
    consumerRequest: values.consumerRequest.trim(),
    orderNumber: orderNumber === '' ? null : orderNumber,
  };
}

// ---- Attachments ------------------------------------------------------------------------------------

export type FileRefusal = 'type' | 'size' | 'total' | 'count';

const EXTENSION_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The file's type by its declared MIME type, else by its extension (some systems declare none). */
export function fileTypeOf(file: File): string {
  if (file.type) return file.type === 'image/jpg' || file.type === 'image/pjpeg' ? 'image/jpeg' : file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/** Adds `added` to `current` one by one, refusing (before any upload) what the book does not take. */
export function addFiles(current: readonly File[], added: readonly File[], limits: ClaimLimits): { files: File[]; refused: { file: File; reason: FileRefusal }[] } {
  const files = [...current];
  const refused: { file: File; reason: FileRefusal }[] = [];
  let total = files.reduce((sum, f) => sum + f.size, 0);
  for (const file of added) {
    let reason: FileRefusal | null = null;
    if (!(limits.fileTypes as readonly string[]).includes(fileTypeOf(file))) reason = 'type';
    else if (file.size > limits.maxFileBytes) reason = 'size';
    else if (files.length >= limits.maxFiles) reason = 'count';
    else if (total + file.size > limits.maxTotalBytes) reason = 'total';
    if (reason) {
      refused.push({ file, reason });
      continue;
    }
    files.push(file);
    total += file.size;
  }
  return { files, refused };
}

/** '850 KB', '2.4 MB', '10 MB' (binary units, as the limits are). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
