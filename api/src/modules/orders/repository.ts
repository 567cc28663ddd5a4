// SQL of orders: the caller's unfinished orders.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { FINISHED_ORDER_STATUSES } from './schemas.js';

export async function findUnfinishedOrders(db: Kysely<DB>, userId: number, limit: number, offset: number) {
  const base = db.selectFrom('orders').where('user_id', '=', userId).where('status', 'not in', [...FINISHED_ORDER_STATUSES]);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = limit === 0 ? [] : await base
    .select(['order_id', 'order_number', 'status', 'final_pay_amount', 'created_at'])
    .orderBy('created_at', 'desc').orderBy('order_id', 'desc').limit(limit).offset(offset)
    .execute();
  return { count: Number(count), rows };
}
