// SQL of the checkout calls: the country's promos in force, and the cart's checkout fields.
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Carts, DB } from '../../db/types.js';

type Db = Kysely<DB>;

const ES = 1; // descriptions fall back to Spanish when a translation is missing

/** LIKE pattern matching the text anywhere, its wildcards taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The country's promos in force now (active flag, started, not ended), with the description in the language and this
 * user's uses; a search matches the code or the description, accents and case ignored. Lowest minimum first.
 */
export async function findActivePromos(db: Db, countryId: string, userId: number, languageId: number, now: Date, search: string | null) {
  let query = db.selectFrom('promos as p')
    .leftJoin('promo_translations as t', (j) => j.onRef('t.promo_code_id', '=', 'p.promo_code_id').on('t.language_id', '=', languageId))
    .leftJoin('promo_translations as tes', (j) => j.onRef('tes.promo_code_id', '=', 'p.promo_code_id').on('tes.language_id', '=', ES))
    .select([
      'p.promo_code_id', 'p.promo_code', 'p.country_id', 'p.discount_type', 'p.discount_value', 'p.max_discount_amount', 'p.minimum_cart_amount',
      'p.start_date', 'p.end_date', 'p.per_customer_limit', 'p.active',
      sql<string>`coalesce(t.description, tes.description, '')`.as('description'),
      (eb) => eb.selectFrom('promo_uses as u').select(sql<number>`count(*)::int`.as('n'))
        .whereRef('u.promo_code_id', '=', 'p.promo_code_id').where('u.user_id', '=', userId).as('uses'),
    ])
    .where('p.country_id', '=', countryId).where('p.active', '=', true)
    .where('p.start_date', '<=', now).where('p.end_date', '>=', now);
  if (search) {
    const pattern = containing(search);
    query = query.where(sql<boolean>`(f_unaccent(lower(p.promo_code)) like f_unaccent(lower(${pattern}))
      or f_unaccent(lower(coalesce(t.description, tes.description, ''))) like f_unaccent(lower(${pattern})))`);
  }
  return query.orderBy('p.minimum_cart_amount').orderBy('p.end_date').orderBy('p.promo_code').execute();
}

export async function findCurrencySymbol(db: Db, countryId: string): Promise<string> {
  const row = await db.selectFrom('countries').select('currency_symbol').where('country_id', '=', countryId).executeTakeFirst();
  return row?.currency_symbol ?? 'S/';
}

/** Writes checkout fields of a locked cart (and its updated_at). */
export async function updateCartFields(trx: Db, cartId: number, fields: Updateable<Carts>, now: Date): Promise<void> {
  await trx.updateTable('carts').set({ ...fields, updated_at: now }).where('cart_id', '=', cartId).execute();
}
