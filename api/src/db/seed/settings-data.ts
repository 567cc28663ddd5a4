// Shop settings an operator changes without a release, as metadata keys per country (the same value for es and en):
// the idle cart reminder's minutes (how far each request pushes the reminder's deadline; 1 by default). The pages
// read them through GET /api/v1/{countryId}/metadata/{key}; a page that finds a key absent or unreadable keeps its
// built-in default.
import type { Transaction } from 'kysely';
import type { DB } from '../types.js';

export const SETTINGS_METADATA_KEYS = { idleTimeMinutes: 'idleTimeMinutes' } as const;

export const DEMO_SETTINGS: Readonly<Record<string, Record<keyof typeof SETTINGS_METADATA_KEYS, string>>> = {
  PE: { idleTimeMinutes: '1' },
};

/** Inserts the keys that are missing; an operator's value is never overwritten. */
export async function seedSettingsData(trx: Transaction<DB>): Promise<void> {
  const rows = Object.entries(DEMO_SETTINGS).flatMap(([countryId, settings]) => [1, 2].flatMap((languageId) => (
    (Object.keys(SETTINGS_METADATA_KEYS) as (keyof typeof SETTINGS_METADATA_KEYS)[]).map((name) => ({
      country_id: countryId, language_id: languageId, metadata_key: SETTINGS_METADATA_KEYS[name], metadata_value: settings[name],
    }))
  )));
  await trx.insertInto('metadata').values(rows).onConflict((oc) => oc.doNothing()).execute();
}
