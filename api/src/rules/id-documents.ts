// Identity documents of Peru as the shop takes them: the types, and each type's number (DNI 8 digits, RUC 11 digits,
// passport and foreigner's card 12 letters or digits) for the customer record and the boleta; the claims book takes
// the passport and the card's number up to that length, since real ones are often shorter.

export const ID_TYPES = ['DNI', 'Pasaporte', 'Carnet de Extranjeria', 'RUC'] as const;
export type IdType = (typeof ID_TYPES)[number];
/** The documents of a person (the claims book's consumer and guardian): every type but the RUC. */
export const PERSON_ID_TYPES = ['DNI', 'Pasaporte', 'Carnet de Extranjeria'] as const;
export type PersonIdType = (typeof PERSON_ID_TYPES)[number];

export interface IdNumberRule {
  /** Exact length of the number (the claims book: the longest). */
  length: number;
  /** Digits only (DNI, RUC); otherwise letters A–Z and digits, stored upper-case. */
  digitsOnly: boolean;
}

export const ID_NUMBER_RULES: Readonly<Record<IdType, IdNumberRule>> = {
  DNI: { length: 8, digitsOnly: true },
  RUC: { length: 11, digitsOnly: true },
  Pasaporte: { length: 12, digitsOnly: false },
  'Carnet de Extranjeria': { length: 12, digitsOnly: false },
};

export const isIdType = (value: string): value is IdType => (ID_TYPES as readonly string[]).includes(value);

/** The rule of a document named as the acceptableIds metadata or a form names it (any case, spaces around). */
export function idRuleOf(label: string): IdNumberRule {
  const key = label.trim().toUpperCase();
  const type = ID_TYPES.find((t) => t.toUpperCase() === key);
  return ID_NUMBER_RULES[type ?? 'Pasaporte'];
}

/** Why an ID number does not fit its type: 'digits' (not exactly its digits), 'alphanumeric' (not exactly its letters or digits). */
export type IdNumberProblem = 'digits' | 'alphanumeric';

const pattern = (rule: IdNumberRule, minimum: number) =>
  new RegExp(`^[${rule.digitsOnly ? '0-9' : 'A-Za-z0-9'}]{${minimum},${rule.length}}$`);

/** The customer record's and the boleta's rule: exactly the type's length. */
export function idNumberProblem(type: IdType, idNumber: string): IdNumberProblem | null {
  const rule = ID_NUMBER_RULES[type];
  if (pattern(rule, rule.length).test(idNumber)) return null;
  return rule.digitsOnly ? 'digits' : 'alphanumeric';
}

/** The claims book's rule: a DNI exactly, a passport or foreigner's card 1 to 12 letters or digits. */
export function claimIdNumberProblem(type: PersonIdType, idNumber: string): IdNumberProblem | null {
  const rule = ID_NUMBER_RULES[type];
  if (pattern(rule, rule.digitsOnly ? rule.length : 1).test(idNumber)) return null;
  return rule.digitsOnly ? 'digits' : 'alphanumeric';
}

/** An ID number as stored: trimmed, letters upper-cased. */
export const normalizeIdNumber = (idNumber: string): string => idNumber.trim().toUpperCase();

/** What an ID number field keeps of typed or pasted text: the characters its type allows, cut to its length. */
export function cleanIdNumber(rule: IdNumberRule, text: string): string {
  return text.replace(rule.digitsOnly ? /[^0-9]/g : /[^A-Za-z0-9]/g, '').slice(0, rule.length);
}
