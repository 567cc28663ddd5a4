// What a guest leaves to the customer it signs in as: cart lines and choices, addresses and devices; its sessions end.
// Runs inside the login transaction (trx only), so a failure leaves both accounts as they were.
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Carts, DB } from '../../db/types.js';
import { MAX_LINE_QUANTITY } from '../cart/limits.js';
import { findCartRecord } from '../cart/repository.js';

type CartRecord = Awaited<ReturnType<typeof findCartRecord>>;

export interface MergeResult { movedLines: number; mergedLines: number; movedAddresses: number }

/**
 * The choices the guest made on its cart just before logging in (receipt, instructions, schedule, promo): each one the
 * guest set replaces the customer's, each one it left unset keeps the customer's. A choice that no longer holds for
 * the customer (a promo used up, a slot gone) is judged on the next cart answer like any saved one.
 */
function guestChoices(cart: CartRecord): Updateable<Carts> {
  const receiptChosen = cart.invoice_boleta_simple || cart.invoice_boleta || cart.invoice_factura;
  return {
    ...(receiptChosen ? {
      invoice_boleta_simple: cart.invoice_boleta_simple, invoice_boleta: cart.invoice_boleta, invoice_factura: cart.invoice_factura,
      invoice_id_type: cart.invoice_id_type, invoice_id: null, invoice_name: cart.invoice_name, invoice_invoice_name: cart.invoice_invoice_name,
      invoice_dob: cart.invoice_dob, invoice_ruc: cart.invoice_ruc, invoice_number: cart.invoice_number, invoice_address: cart.invoice_address,
    } : {}),
    ...(cart.delivery_instructions !== null ? { delivery_instructions: cart.delivery_instructions } : {}),
    ...(cart.schedule_delivery ? { schedule_delivery: true, schedule_date: cart.schedule_date, schedule_time: cart.schedule_time } : {}),
    ...(cart.promo_code_id !== null ? { promo_code_id: cart.promo_code_id } : {}),
  };
}

export async function mergeGuestIntoCustomer(trx: Kysely<DB>, guestId: number, customerId: number, customerCartId: number, now: Date): Promise<MergeResult> {
  const result: MergeResult = { movedLines: 0, mergedLines: 0, movedAddresses: 0 };

  // Cart lines. Lock both carts so a concurrent cart call cannot change them halfway.
  const guestCart = await trx.selectFrom('carts').select('cart_id')
    .where('user_id', '=', guestId).where('status', '=', 'ACTIVE').forUpdate().executeTakeFirst();
  if (guestCart) {
    await trx.selectFrom('carts').select('cart_id').where('cart_id', '=', customerCartId).forUpdate().execute();
    const lines = await trx.selectFrom('cart_items').selectAll().where('cart_id', '=', guestCart.cart_id).orderBy('cart_item_id').execute();
    for (const line of lines) {
      if (line.product_id === null) {
        // A combo line carries its own selection: it moves as it is.
        await trx.updateTable('cart_items').set({ cart_id: customerCartId, updated_at: now }).where('cart_item_id', '=', line.cart_item_id).execute();
        result.movedLines += 1;
        continue;
      }
      // Same product and same topping choice (stored canonical) = the same line, compared as the unique index
      // cart_items_product_line_key does (coalesce(toppings, '')).
      const existing = await trx.selectFrom('cart_items').select(['cart_item_id', 'quantity'])
        .where('cart_id', '=', customerCartId).where('product_id', '=', line.product_id)
        .where(sql<string>`coalesce(toppings, '')`, '=', line.toppings ?? '')
        .forUpdate().executeTakeFirst();
      if (existing) {
        await trx.updateTable('cart_items').set({ quantity: Math.min(existing.quantity + line.quantity, MAX_LINE_QUANTITY), updated_at: now })
          .where('cart_item_id', '=', existing.cart_item_id).execute();
        await trx.deleteFrom('cart_items').where('cart_item_id', '=', line.cart_item_id).execute();
        result.mergedLines += 1;
      } else {
        await trx.updateTable('cart_items').set({ cart_id: customerCartId, quantity: Math.min(line.quantity, MAX_LINE_QUANTITY), updated_at: now })
          .where('cart_item_id', '=', line.cart_item_id).execute();
        result.movedLines += 1;
      }
    }
    // The guest is gone after this login: its emptied cart must not count as a live one.
    await trx.updateTable('carts').set({ status: 'ABANDONED', updated_at: now }).where('cart_id', '=', guestCart.cart_id).execute();
    const choices = guestChoices(await findCartRecord(trx, guestCart.cart_id));
    await trx.updateTable('carts').set({ ...choices, updated_at: now }).where('cart_id', '=', customerCartId).execute();
  }

  // Addresses: the guest's default stays the default only if the customer has none.
  const guestAddresses = await trx.selectFrom('user_addresses').select(['user_address_id'])
    .where('user_id', '=', guestId).where('deleted_at', 'is', null).execute();
  if (guestAddresses.length) {
    const customerDefault = await trx.selectFrom('user_addresses').select('user_address_id')
      .where('user_id', '=', customerId).where('default_shipping', '=', true).where('deleted_at', 'is', null).executeTakeFirst();
    if (customerDefault) {
      // Unset first: user_addresses_default_key allows one live default per user.
      await trx.updateTable('user_addresses').set({ default_shipping: false })
        .where('user_id', '=', guestId).where('deleted_at', 'is', null).where('default_shipping', '=', true).execute();
    }
    await trx.updateTable('user_addresses').set({ user_id: customerId, updated_at: now })
      .where('user_id', '=', guestId).where('deleted_at', 'is', null).execute();
    result.movedAddresses = guestAddresses.length;
  }

  await trx.updateTable('devices').set({ user_id: customerId, updated_at: now }).where('user_id', '=', guestId).execute();
  await trx.deleteFrom('sessions').where('user_id', '=', guestId).execute();
  return result;
}
