// The customer's age data rules, the same in every form that collects them (the
// catalogue's age verification, the account's profile, the boleta): ID types from the acceptableIds metadata, each
// type's number rules, and the latest date of birth accepted (today − 16 years). The rules are the API's own.
import { cleanIdNumber as cleanByRule, idRuleOf } from '@shop/api/rules/id-documents';
import { isCalendarDate, latestDob } from '@shop/api/rules/shop-dates';
import { ACCEPTABLE_IDS_KEPT } from '@shop/shared/constants';
import { translate } from '@shop/shared/i18n';

export { isCalendarDate, latestDob };

export interface IdTypeOption {
  /** What the shopper sees and the customer record stores ('DNI', 'Pasaporte', ...). */
  label: string;
  /** Exact length of the number: DNI 8, RUC 11, any other 12. */
  length: number;
  /** Digits only (DNI, RUC): numeric keyboard, non-digits refused. */
  numeric: boolean;
}

/**
 * The name the shopper reads for an ID type code of the API and the acceptableIds metadata, in the page's language:
 * 'Carnet de Extranjeria' → 'Carnet de Extranjería' / "Foreigner's ID card". An unknown code is shown as it is.
 */
export function idTypeName(code: string): string {
  return translate(`idTypes.${code}`, { defaultValue: code });
}

/** DNI 8 digits, RUC 11 digits, any other document 12 letters or digits. */
export function idTypeRules(label: string): IdTypeOption {
  const rule = idRuleOf(label);
  return { label, length: rule.length, numeric: rule.digitsOnly };
}

/** metadataValue (JSON list of 'label++extra') → the first three types, label only; anything else → none. */
export function parseAcceptableIds(metadataValue: string): IdTypeOption[] {
  let list: unknown;
  try {
    list = JSON.parse(metadataValue);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((entry): entry is string => typeof entry === 'string')
    .slice(0, ACCEPTABLE_IDS_KEPT)
    .map((entry) => idTypeRules((entry.split('++')[0] ?? '').trim()))
    .filter((option) => option.label !== '');
}

const ruleOf = (option: IdTypeOption) => ({ length: option.length, digitsOnly: option.numeric });

/** Keeps only what the type allows (digits, or letters and digits), cut to its length. */
export const cleanIdNumber = (value: string, option: IdTypeOption): string => cleanByRule(ruleOf(option), value);

/** Exactly the type's length of what it allows (the API's rule for the customer record and the boleta). */
export const isValidIdNumber = (value: string, option: IdTypeOption): boolean =>
  value.length === option.length && cleanByRule(ruleOf(option), value) === value;
