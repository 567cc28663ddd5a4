// Rules of the order-status call: the status of the store serving an own address, and the caller's unfinished orders.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Language } from '../../i18n/messages.js';
import { NotFoundError } from '../../lib/errors.js';
import { findDefaultAddress, findOwnAddress } from '../addresses/default-address.js';
import { assertCountryInQuery } from '../countries/service.js';
import { countryTimezone, findServingStore, storeStatusOf, type StoreStatus } from '../stores/coverage.js';
import { findUnfinishedOrders } from './repository.js';
import type { OrderStatusQuery, UnfinishedOrderRecord } from './schemas.js';

/** numeric(12,2) text → a JSON number with at most 2 decimals (through integer céntimos). */
const amount = (value: string): number => Math.round(Number(value) * 100) / 100;

export async function orderStatus(db: Kysely<DB>, now: Date, language: Language, userId: number, query: OrderStatusQuery):
  Promise<{ storeExists: boolean; storeStatus: StoreStatus | null; count: number; records: UnfinishedOrderRecord[] }> {
  await assertCountryInQuery(db, query.countryId);
  const address = query.userAddressId === undefined
    ? await findDefaultAddress(db, userId)
    : await findOwnAddress(db, userId, query.userAddressId);
  if (query.userAddressId !== undefined && !address) throw new NotFoundError('error.address.notFound');
  const store = address ? await findServingStore(db, address, address.country_id) : null;
  const storeStatus = store ? storeStatusOf(store, now, language, await countryTimezone(db, store.country_id)) : null;
  const { count, rows } = await findUnfinishedOrders(db, userId, query.limit, query.offset);
  return {
    storeExists: store !== null,
    storeStatus,
    count,
    records: rows.map((r) => ({
      orderId: r.order_id, orderNumber: r.order_number, status: r.status, finalPayAmount: amount(r.final_pay_amount), createdAt: r.created_at.toISOString(),
    })),
  };
}
