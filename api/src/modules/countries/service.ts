// Rules for countries: which exist, and the checks other modules use on a countryId.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language } from '../../i18n/messages.js';
import { FieldValidationError, NotFoundError } from '../../lib/errors.js';
import { countryExists, findCountries } from './repository.js';
import type { CountriesQuery } from './schemas.js';

export function listCountries(db: Kysely<DB>, query: CountriesQuery, language: Language) {
  return findCountries(db, { languageId: LANGUAGE_IDS[language], limit: query.limit, offset: query.offset, ...(query.countryId ? { countryId: query.countryId } : {}) });
}

/** A country in the path that we do not serve is a missing resource: 404. */
export async function assertCountryInPath(db: Kysely<DB>, countryId: string): Promise<void> {
  if (!(await countryExists(db, countryId))) throw new NotFoundError('error.country.notFound');
}

/** A country in the query that we do not serve is a bad field: 400 on that field. */
export async function assertCountryInQuery(db: Kysely<DB>, countryId: string | undefined, fieldName = 'countryId'): Promise<void> {
  if (countryId !== undefined && !(await countryExists(db, countryId))) {
    throw new FieldValidationError([{ fieldName, identifier: 'error.validation.unknownCountry' }]);
  }
}
