// The shop's legal data printed on every sheet of the complaints book (Libro de Reclamaciones): legal name (razón
// social), RUC and address, as metadata keys per country so an operator can change them without a release. The claims
// module reads them when a claim is filed and keeps a copy on the claim.
import type { Transaction } from 'kysely';
import type { DB } from '../types.js';

export const CLAIMS_METADATA_KEYS = { legalName: 'claimsLegalName', ruc: 'claimsRuc', address: 'claimsAddress' } as const;

/** The demo shop's company (fictitious; the RUC carries a valid check digit so RUC validators accept it). */
export const DEMO_CLAIMS_LEGAL_DATA = {
  PE: {
    legalName: 'Mi Bodega Express S.A.C.',
    ruc: '20601234565',
    address: 'Av. José Larco 812, Miraflores, Lima',
  },
} as const;

/** Inserts the keys that are missing (legal data is not translated: the same value for es and en). */
export async function seedClaimsData(trx: Transaction<DB>): Promise<void> {
  const rows = Object.entries(DEMO_CLAIMS_LEGAL_DATA).flatMap(([countryId, data]) => [1, 2].flatMap((languageId) => [
    { country_id: countryId, language_id: languageId, metadata_key: CLAIMS_METADATA_KEYS.legalName, metadata_value: data.legalName },
    { country_id: countryId, language_id: languageId, metadata_key: CLAIMS_METADATA_KEYS.ruc, metadata_value: data.ruc },
    { country_id: countryId, language_id: languageId, metadata_key: CLAIMS_METADATA_KEYS.address, metadata_value: data.address },
  ]));
  await trx.insertInto('metadata').values(rows).onConflict((oc) => oc.doNothing()).execute();
}
