// Migration 0013: a claim's consumer is a person, so the database holds the claims book's rule (DNI, passport or
// foreigner's card; never a RUC) as the service always has, and the generated types say so too.
import { sql, type Kysely, type Migration } from 'kysely';

export const claimsPersonIds: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`
      alter table claims drop constraint claims_consumer_id_type_check,
        add constraint claims_consumer_id_type_check check (consumer_id_type in ('DNI', 'Pasaporte', 'Carnet de Extranjeria'));
    `).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(`
      alter table claims drop constraint claims_consumer_id_type_check,
        add constraint claims_consumer_id_type_check check (consumer_id_type in ('DNI', 'Pasaporte', 'Carnet de Extranjeria', 'RUC'));
    `).execute(db);
  },
};
