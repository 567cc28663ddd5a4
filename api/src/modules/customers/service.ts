// Rules of the customer record: owner only, ID document by type, date of birth limits, names, verified e-mail; the date
// of birth and the ID are set once by the customer and corrected afterwards only by support (correctIdentity).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS } from '../../i18n/messages.js';
import type { Clock } from '../../lib/clock.js';
import { languageFromParam } from '../../lib/language.js';
import { AppError, FieldValidationError, NotFoundError, type FieldErrorSpec } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { ID_NUMBER_RULES, idNumberProblem, normalizeIdNumber, type IdType } from '../../rules/id-documents.js';
import { assertCountryInPath } from '../countries/service.js';
import { calendarDateOf, dobProblem, midnightEpochOf } from './dob.js';
import {
  findCustomerByPhone, findCustomerRow, updateCustomer, writeIdentityCorrection, type CustomerChanges, type CustomerRow,
} from './repository.js';
import type { CustomerBody, CustomerRecord } from './schemas.js';

export const NAME_MAX = 50;


/**
 * An ID number checked against its type's rule: trimmed, exactly the type's length, digits only or letters and digits;
 * answered as stored (letters upper-cased), or the problem as a field error's identifier and params. The customer
 * record and the boleta's ID (checkout) both go through it.
 */
export function idNumberOf(idType: IdType, raw: string):
  { value: string } | { problem: { identifier: 'error.customer.idNumberDigits' | 'error.customer.idNumberAlphanumeric'; params: { length: number } } } {
  const idNumber = raw.trim();
  const problem = idNumberProblem(idType, idNumber);
  if (problem) {
    const identifier = problem === 'digits' ? 'error.customer.idNumberDigits' : 'error.customer.idNumberAlphanumeric';
    return { problem: { identifier, params: { length: ID_NUMBER_RULES[idType].length } } };
  }
  return { value: normalizeIdNumber(idNumber) };
}

function toRecord(row: CustomerRow): CustomerRecord {
  return {
    userId: row.user_id,
    idType: row.id_type,
    idNumber: row.id_number,
    dob: row.dob ? midnightEpochOf(row.dob, row.timezone) : null,
    email: row.email,
    emailVerified: row.email_verified,
    firstName: row.first_name,
    lastName: row.last_name,
    contactNumber: row.contact_number,
    countryCode: row.country_code,
  };
}

/** Country in the path served, and the {userId} is the caller's (else 403: the client drops its stale identity). */
async function assertOwner(db: Kysely<DB>, countryId: string, userId: number, caller: SessionUser): Promise<void> {
  await assertCountryInPath(db, countryId);
  if (caller.userId !== userId) throw new AppError(403, 'error.auth.forbidden');
}

async function loadRecord(db: Kysely<DB>, userId: number): Promise<CustomerRecord> {
  const row = await findCustomerRow(db, userId);
  if (!row) throw new AppError(403, 'error.auth.forbidden');
  return toRecord(row);
}

export async function getCustomer(db: Kysely<DB>, params: { countryId: string; userId: number }, caller: SessionUser): Promise<CustomerRecord> {
  await assertOwner(db, params.countryId, params.userId, caller);
  return loadRecord(db, params.userId);
}

/** A name: no leading space, trailing spaces dropped, 1–NAME_MAX characters, no control characters. */
function checkName(fieldName: string, value: string, errors: FieldErrorSpec[]): string | undefined {
  if (/^\s/.test(value)) {
    errors.push({ fieldName, identifier: 'error.customer.leadingSpace' });
    return undefined;
  }
  const name = value.trimEnd();
  if (name.length < 1) errors.push({ fieldName, identifier: 'error.validation.tooShort', params: { minimum: 1 } });
  else if (name.length > NAME_MAX) errors.push({ fieldName, identifier: 'error.validation.tooLong', params: { maximum: NAME_MAX } });
  // eslint-disable-next-line no-control-regex
  else if (/[\u0000-\u001f\u007f]/.test(name)) errors.push({ fieldName, identifier: 'error.validation.invalid' });
  else return name;
  return undefined;
}

/**
 * An ID on record is the customer's for good: the same type and number again is accepted (forms send every field),
 * another one is support's to set. A date of birth is locked the same way, so a minor cannot give an older date,
 * buy alcohol and put the real date back.
 */
const idLocked = (current: CustomerRow, idType: IdType, idNumber: string): boolean =>
  current.id_number !== null && (current.id_type !== idType || current.id_number !== idNumber);

/** Validates the whole body (every field error at once) and answers what to write. */
function changesFrom(body: CustomerBody, current: CustomerRow, now: Date, pathCountryId: string): CustomerChanges {
  const errors: FieldErrorSpec[] = [];
  const changes: CustomerChanges = {};
  if (body.countryId !== pathCountryId) {
    errors.push({ fieldName: 'countryId', identifier: 'error.auth.countryMismatch', params: { countryId: pathCountryId } });
  }
  if ((body.idType === undefined) !== (body.idNumber === undefined)) {
    errors.push({ fieldName: body.idType === undefined ? 'idType' : 'idNumber', identifier: 'error.customer.idPair' });
  } else if (body.idType !== undefined && body.idNumber !== undefined) {
    const idNumber = idNumberOf(body.idType, body.idNumber);
    if ('problem' in idNumber) {
      errors.push({ fieldName: 'idNumber', ...idNumber.problem });
    } else if (idLocked(current, body.idType, idNumber.value)) {
      errors.push({ fieldName: 'idNumber', identifier: 'error.customer.idLocked' });
    } else {
      changes.idType = body.idType;
      changes.idNumber = idNumber.value;
    }
  }
  if (body.dob !== undefined) {
    // The browser sends the Lima midnight of the date; any instant of that Lima day means that date.
    const dob = calendarDateOf(body.dob, current.timezone);
    const problem = dobProblem(dob, now, current.timezone);
    if (problem) errors.push({ fieldName: 'dob', identifier: problem.identifier, ...('params' in problem ? { params: problem.params } : {}) });
    else if (current.dob !== null && current.dob !== dob) errors.push({ fieldName: 'dob', identifier: 'error.customer.dobLocked' });
    else changes.dob = dob;
  }
  for (const field of ['firstName', 'lastName'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const name = checkName(field, value, errors);
    if (name !== undefined) changes[field] = name;
  }
  if (body.email !== undefined) {
    const email = body.email.trim().toLowerCase();
    if (!current.email_verified || current.email === null || email !== current.email.toLowerCase()) {
      errors.push({ fieldName: 'email', identifier: 'error.customer.emailNeedsVerification' });
    } else {
      changes.email = current.email;
    }
  }
  if (body.selectedLanguage !== undefined) {
    const language = languageFromParam(String(body.selectedLanguage));
    if (language) changes.languageId = LANGUAGE_IDS[language];
  }
  if (errors.length) throw new FieldValidationError(errors);
  return changes;
}

/** PUT: validates everything first; a single bad field changes nothing. Answers the stored record. */
export async function updateCustomerRecord(deps: { db: Kysely<DB>; clock: Clock }, params: { countryId: string; userId: number },
  body: CustomerBody, caller: SessionUser): Promise<CustomerRecord> {
  const { db, clock } = deps;
  await assertOwner(db, params.countryId, params.userId, caller);
  const current = await findCustomerRow(db, params.userId);
  if (!current) throw new AppError(403, 'error.auth.forbidden');
  const now = clock.now();
  const changes = changesFrom(body, current, now, params.countryId);
  await db.transaction().execute(async (trx) => {
    // Written only where the locked fields are still empty or unchanged: two requests racing on an empty record
    // cannot both set them, one after the other.
    if (!(await updateCustomer(trx, params.userId, changes, now))) {
      throw new FieldValidationError([
        ...(changes.dob !== undefined ? [{ fieldName: 'dob', identifier: 'error.customer.dobLocked' as const }] : []),
        ...(changes.idNumber !== undefined ? [{ fieldName: 'idNumber', identifier: 'error.customer.idLocked' as const }] : []),
      ]);
    }
  });
  return loadRecord(db, params.userId);
}

// ---- Support's corrections (the staff API): the only way to change a date of birth or ID once set.

export interface IdentityCorrection { countryId: string; dob?: string; idType?: IdType; idNumber?: string; reason: string }
export interface IdentityCorrected {
  userId: number;
  dob: string | null;
  idType: IdType | null;
  idNumber: string | null;
  changes: { field: 'dob' | 'id'; oldValue: string | null; newValue: string | null }[];
}

const idText = (type: IdType | null | undefined, number: string | null | undefined): string | null =>
  (type && number ? `${type} ${number}` : null);

/**
 * Sets a customer's date of birth (YYYY-MM-DD, the same limits as the customer form) and/or ID document, found by mobile
 * number, and keeps each change with its reason (customer_identity_changes). Values equal to the stored ones are no change.
 */
export async function correctIdentity(db: Kysely<DB>, phone: string, body: IdentityCorrection, now: Date): Promise<IdentityCorrected> {
  const errors: FieldErrorSpec[] = [];
  if (body.reason.trim().length === 0) errors.push({ fieldName: 'reason', identifier: 'error.ops.identityReasonRequired' });
  const user = await findCustomerByPhone(db, body.countryId, phone);
  if (!user) throw new NotFoundError('error.ops.customerNotFound', { phone });
  const current = (await findCustomerRow(db, user.user_id)) as CustomerRow;
  let idNumber: string | undefined;
  if ((body.idType === undefined) !== (body.idNumber === undefined)) {
    errors.push({ fieldName: body.idType === undefined ? 'idType' : 'idNumber', identifier: 'error.customer.idPair' });
  } else if (body.idType !== undefined && body.idNumber !== undefined) {
    const checked = idNumberOf(body.idType, body.idNumber);
    if ('problem' in checked) errors.push({ fieldName: 'idNumber', ...checked.problem });
    else idNumber = checked.value;
  }
  if (body.dob !== undefined) {
    const problem = dobProblem(body.dob, now, current.timezone);
    if (problem) errors.push({ fieldName: 'dob', identifier: problem.identifier, ...('params' in problem ? { params: problem.params } : {}) });
  }
  if (body.dob === undefined && body.idType === undefined) errors.push({ fieldName: 'dob', identifier: 'error.ops.identityNothingToChange' });
  if (errors.length) throw new FieldValidationError(errors);

  const changes: IdentityCorrected['changes'] = [];
  if (body.dob !== undefined && body.dob !== current.dob) changes.push({ field: 'dob', oldValue: current.dob, newValue: body.dob });
  const newId = idText(body.idType, idNumber);
  if (newId !== null && newId !== idText(current.id_type, current.id_number)) {
    changes.push({ field: 'id', oldValue: idText(current.id_type, current.id_number), newValue: newId });
  }
  if (changes.length > 0) {
    await db.transaction().execute((trx) => writeIdentityCorrection(trx, user.user_id, {
      ...(body.dob !== undefined ? { dob: body.dob } : {}),
      ...(body.idType !== undefined && idNumber !== undefined ? { idType: body.idType, idNumber } : {}),
    }, changes.map((c) => ({ ...c, reason: body.reason.trim() })), now));
  }
  const after = (await findCustomerRow(db, user.user_id)) as CustomerRow;
  return { userId: user.user_id, dob: after.dob, idType: after.id_type, idNumber: after.id_number, changes };
}
