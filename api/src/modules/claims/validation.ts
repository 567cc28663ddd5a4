// The claim's JSON fields checked one by one (every error at once, named by the JSON field) with the claims book's
// rules: the claim arrives inside multipart/form-data, so Fastify's body validation does not see it.
import { z } from 'zod';
import type { FieldErrorSpec } from '../../lib/errors.js';
import { isMessageKey } from '../../i18n/messages.js';
import { CLAIM_LIMITS, GUARDIAN_NAME_MAX, isClaimedAmount, isClaimPhone, isOrderNumber, ORDER_NUMBER_MAX } from '../../rules/claims.js';
import { EMAIL_MAX, isEmail } from '../../rules/email.js';
import { claimIdNumberProblem, ID_NUMBER_RULES, normalizeIdNumber, PERSON_ID_TYPES, type PersonIdType } from '../../rules/id-documents.js';
import { isPhoneText, normalizePhone } from '../../rules/phone.js';

/** Pasaporte and Carnet de Extranjería: up to 12 letters or digits (the customer ID rule's length, as a maximum). */
const OTHER_ID_MAX = ID_NUMBER_RULES.Pasaporte.length;

const text = (max: number) => z.string().trim().min(1).max(max);

/** Fields checked on their own; the ID numbers and the guardian depend on other fields (see validateClaim). */
const FIELDS = {
  consumerFirstName: text(CLAIM_LIMITS.firstNameMax),
  consumerLastName: text(CLAIM_LIMITS.lastNameMax),
  consumerIdType: z.enum(PERSON_ID_TYPES),
  consumerEmail: z.string().trim().toLowerCase().min(1).max(EMAIL_MAX).refine(isEmail, { message: 'error.claims.email' }),
  // Separators and a +51 calling code are dropped, as the form does.
  consumerPhone: z.string().refine(isPhoneText, { message: 'error.claims.phone' }).transform(normalizePhone)
    .refine((v) => isClaimPhone(v), { message: 'error.claims.phone' }).nullable().optional(),
  consumerAddress: text(CLAIM_LIMITS.addressMax),
  isMinor: z.boolean(),
  itemType: z.enum(['PRODUCT', 'SERVICE']),
  itemDescription: text(CLAIM_LIMITS.itemDescriptionMax),
  claimedAmount: z.number().refine(isClaimedAmount, { message: 'error.claims.amount' }).nullable().optional(),
  claimType: z.enum(['CLAIM', 'COMPLAINT']),
  description: text(CLAIM_LIMITS.descriptionMax),
  consumerRequest: text(CLAIM_LIMITS.requestMax),
  orderNumber: z.string().trim().refine(isOrderNumber, { message: 'error.claims.orderNumber' }).nullable().optional(),
  challengeId: z.string().trim().min(1),
  nonce: z.string().trim().min(1),
} as const;

export interface ClaimInput {
  consumerFirstName: string; consumerLastName: string; consumerIdType: PersonIdType; consumerIdNumber: string;
  consumerEmail: string; consumerPhone: string; consumerAddress: string; isMinor: boolean;
  guardianName: string | null; guardianIdType: PersonIdType | null; guardianIdNumber: string | null;
  itemType: 'PRODUCT' | 'SERVICE'; itemDescription: string; claimedAmount: number | null; claimType: 'CLAIM' | 'COMPLAINT';
  description: string; consumerRequest: string; orderNumber: string | null; challengeId: string; nonce: string;
}

type Issue = z.core.$ZodIssue;

/** A zod issue as one of our message identifiers, so the form shows it in the shopper's language. */
function fieldError(fieldName: string, issue: Issue | undefined, value: unknown): FieldErrorSpec {
  if (value === undefined || value === null) return { fieldName, identifier: 'error.validation.required' };
  if (!issue) return { fieldName, identifier: 'error.validation.invalid' };
  if (isMessageKey(issue.message)) {
    const maximum = fieldName === 'consumerPhone' ? CLAIM_LIMITS.phoneMax : ORDER_NUMBER_MAX;
    return { fieldName, identifier: issue.message, params: { maximum } };
  }
  switch (issue.code) {
    case 'too_small':
      return typeof value === 'string' && value.trim() === ''
        ? { fieldName, identifier: 'error.validation.required' }
        : { fieldName, identifier: 'error.validation.tooShort', params: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { fieldName, identifier: 'error.validation.tooLong', params: { maximum: Number(issue.maximum) } };
    case 'invalid_value':
      return { fieldName, identifier: 'error.validation.invalidOption', params: { options: issue.values.map(String).join(', ') } };
    case 'invalid_type':
      return { fieldName, identifier: 'error.validation.invalidType', params: { expected: issue.expected } };
    case 'invalid_format':
      return { fieldName, identifier: 'error.claims.email' };
    default:
      return { fieldName, identifier: 'error.validation.invalid' };
  }
}

/** DNI exactly 8 digits; the other documents 1–12 letters or digits (stored upper-case). */
function idNumber(fieldName: string, type: PersonIdType | undefined, value: unknown, errors: FieldErrorSpec[]): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    errors.push({ fieldName, identifier: 'error.validation.required' });
    return undefined;
  }
  if (typeof value !== 'string') {
    errors.push({ fieldName, identifier: 'error.validation.invalidType', params: { expected: 'string' } });
    return undefined;
  }
  if (!type) return undefined; // the type's own error is enough
  const number = value.trim();
  const problem = claimIdNumberProblem(type, number);
  if (!problem) return normalizeIdNumber(number);
  if (problem === 'digits') errors.push({ fieldName, identifier: 'error.claims.idNumberDni' });
  else errors.push({ fieldName, identifier: 'error.claims.idNumberOther', params: { maximum: OTHER_ID_MAX } });
  return undefined;
}

/** The claim JSON → clean values, or every field error at once. */
export function validateClaim(raw: unknown): { value: ClaimInput } | { errors: FieldErrorSpec[] } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { errors: [{ fieldName: 'claim', identifier: 'error.claims.claimJson' }] };
  }
  const input = raw as Record<string, unknown>;
  const errors: FieldErrorSpec[] = [];
  const clean: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(FIELDS)) {
    const result = (schema as z.ZodType).safeParse(input[name]);
    if (result.success) clean[name] = result.data;
    else errors.push(fieldError(name, result.error.issues[0], input[name]));
  }
  const consumerIdType = clean.consumerIdType as PersonIdType | undefined;
  const consumerIdNumber = idNumber('consumerIdNumber', consumerIdType, input.consumerIdNumber, errors);

  let guardian: { name: string | null; idType: PersonIdType | null; idNumber: string | null } = { name: null, idType: null, idNumber: null };
  if (clean.isMinor === true) {
    const name = text(GUARDIAN_NAME_MAX).safeParse(input.guardianName);
    if (!name.success) errors.push(fieldError('guardianName', name.error.issues[0], input.guardianName));
    const type = z.enum(PERSON_ID_TYPES).safeParse(input.guardianIdType);
    if (!type.success) errors.push(fieldError('guardianIdType', type.error.issues[0], input.guardianIdType));
    const number = idNumber('guardianIdNumber', type.success ? type.data : undefined, input.guardianIdNumber, errors);
    guardian = { name: name.success ? name.data : null, idType: type.success ? type.data : null, idNumber: number ?? null };
  }
  if (errors.length) return { errors };
  return {
    value: {
      ...(clean as Omit<ClaimInput, 'consumerIdNumber' | 'guardianName' | 'guardianIdType' | 'guardianIdNumber'>),
      consumerIdNumber: consumerIdNumber as string,
      consumerPhone: (clean.consumerPhone as string | null | undefined) ?? '',
      claimedAmount: (clean.claimedAmount as number | null | undefined) ?? null,
      orderNumber: (clean.orderNumber as string | null | undefined) || null,
      guardianName: guardian.name, guardianIdType: guardian.idType, guardianIdNumber: guardian.idNumber,
    },
  };
}
