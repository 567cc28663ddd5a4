// Rules of combo offers: which are on offer, the ComboRecord (prices are the combo's own; availability at the store
// serving the caller's address; the caller's current choice), and combos in the cart under the cart core's rules
// (session, default address, the serving store sells every chosen product, age, 20 per line, the cart row locked).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language } from '../../i18n/messages.js';
import { LEGAL_AGE } from '../../lib/age.js';
import { AppError, FieldValidationError, NotFoundError } from '../../lib/errors.js';
import { slugify } from '../../rules/slug.js';
import type { SessionUser } from '../../plugins/session.js';
import { findDefaultAddress } from '../addresses/default-address.js';
import {
  canonicalSelection, chooseSelection, defaultSelection, readSelection, selectionKey, type ComboDefinition, type ComboEntry,
} from '../cart/combo-selection.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../cart/limits.js';
import { toCentimos, toSoles } from '../cart/pricing.js';
import * as cartRepo from '../cart/repository.js';
import type { CartView } from '../cart/schemas.js';
import {
  assertAgeAllowed, changeActiveCart, comboOnOffer, comboProductsSold, servingStoreFor, type CartRequest,
} from '../cart/service.js';
import { assertCountryInPath, assertCountryInQuery } from '../countries/service.js';
import { resolveCatalogueStore } from '../products/record.js';
import { findServingStore, type StoreRow } from '../stores/coverage.js';
import * as repo from './repository.js';
import type { ComboCartBody, ComboDetailsQuery, ComboProducts, ComboRecord, HomeCombosQuery, ProductCombosQuery } from './schemas.js';

export interface ComboReadContext {
  db: Kysely<DB>;
  caller: SessionUser | null;
  language: Language;
  now: Date;
}

const comboNotFound = (): never => { throw new NotFoundError('error.combo.notFound'); };
const comboNotInCart = (): never => { throw new NotFoundError('error.combo.notInCart'); };

/**
 * The store whose availability applies: the caller's own address when one is named (someone else's or an unknown
 * one: no store, never an error), else the caller's default address; null without a session.
 */
async function comboStore(ctx: ComboReadContext, addressId: number | undefined): Promise<StoreRow | null> {
  if (addressId !== undefined) return resolveCatalogueStore(ctx.db, ctx.caller, addressId);
  if (!ctx.caller) return null;
  const address = await findDefaultAddress(ctx.db, ctx.caller.userId);
  return address ? findServingStore(ctx.db, address, address.country_id) : null;
}

const productImage = (productId: number, url: string | null): string => url ?? `/api/v1/images/products/${productId}.svg`;

/** ComboRecords for these ids, in the same order (ids that do not exist are skipped). */
export async function comboRecords(ctx: ComboReadContext, ids: readonly number[], store: StoreRow | null): Promise<ComboRecord[]> {
  if (ids.length === 0) return [];
  const languageId = LANGUAGE_IDS[ctx.language];
  const [rows, definitions, listNames, lines] = await Promise.all([
    repo.findComboRows(ctx.db, ids, languageId),
    cartRepo.findComboDefinitions(ctx.db, ids),
    repo.findListNames(ctx.db, ids, languageId),
    ctx.caller ? repo.findCallerComboLines(ctx.db, ctx.caller.userId, ids) : Promise.resolve([]),
  ]);
  const productIds = [...definitions.values()].flatMap((def) => [
    ...def.products.map((p) => p.productId), ...def.lists.flatMap((l) => l.alternatives.map((a) => a.productId)),
  ]);
  const [summaries, atStore] = await Promise.all([
    repo.findProductSummaries(ctx.db, productIds, languageId),
    cartRepo.findProductsAtStore(ctx.db, store?.store_id ?? null, productIds),
  ]);
  const productBy = new Map(summaries.map((p) => [p.product_id, p]));
  // Without a store only "still on sale" counts; with one, the store's listing and stock too.
  const soldBy = new Map(atStore.map((p) => [p.product_id, store === null ? { ...p, available: true, stock: null } : p]));
  const listNameBy = new Map(listNames.map((l) => [l.list_id, l.list_name]));
  const rowBy = new Map(rows.map((r) => [r.combo_offer_id, r]));

  return ids.flatMap((comboOfferId) => {
    const row = rowBy.get(comboOfferId);
    const def = definitions.get(comboOfferId);
    if (!row || !def) return [];
    const own = lines.filter((l) => l.combo_offer_id === comboOfferId);
    const first = own[0];
    const sold = (productId: number) => comboProductsSold([{ productId, quantity: 1 }], soldBy);
    const available = def.type === 'normal'
      ? def.products.every((p) => sold(p.productId))
      : def.lists.every((l) => l.alternatives.some((a) => sold(a.productId)));
    const restricted = row.age_restriction || [...def.products, ...def.lists.flatMap((l) => l.alternatives)]
      .some((p) => (productBy.get(p.productId)?.age_restriction ?? 0) > 0);
    const describe = (productId: number) => {
      const p = productBy.get(productId);
      const name = p?.name ?? '';
      return { productName: name, imageUrl: productImage(productId, p?.image_url ?? null), brandName: p?.brand_name ?? '', slug: slugify(name) };
    };
    const products: ComboProducts = def.type === 'normal'
      ? def.products.map((p) => {
        const { productName, imageUrl, brandName, slug } = describe(p.productId);
        return { productId: p.productId, quantity: p.quantity, imageUrl, brandName, productName, slug };
      })
      : def.lists.map((l) => ({
        listId: l.listId,
        listName: listNameBy.get(l.listId) ?? '',
        alternatives: l.alternatives.map((a) => {
          const { productName, imageUrl, slug } = describe(a.productId);
          return { productId: a.productId, productName, imageUrl, quantity: a.quantity, listId: l.listId, slug };
        }),
      }));
    return [{
      comboOfferId,
      slug: slugify(row.combo_name),
      comboName: row.combo_name,
      comboOfferDescription: row.description,
      comboOfferType: row.combo_offer_type,
      comboSellingPrice: toSoles(toCentimos(row.combo_selling_price)),
      actualSellingPrice: toSoles(toCentimos(row.actual_selling_price)),
      imageUrl: row.image_url ?? `/api/v1/images/combos/${comboOfferId}-mobile.svg`,
      webImageUrl: row.web_image_url ?? `/api/v1/images/combos/${comboOfferId}-web.svg`,
      ageRestriction: restricted,
      available,
      cartItemCount: own.reduce((sum, l) => sum + l.quantity, 0),
      cartItemId: first?.cart_item_id ?? null,
      comboOfferData: first ? readSelection(def, first.combo_selection).entries : defaultSelection(def),
      comboOfferProducts: products,
    }];
  });
}

/** GET .../homescreen/combo-offers: every combo on offer, in sort order. */
export async function listHomeCombos(ctx: ComboReadContext, countryId: string, query: HomeCombosQuery) {
  await assertCountryInPath(ctx.db, countryId);
  await assertCountryInQuery(ctx.db, query.countryId);
  const { count, ids } = await repo.findHomeComboIds(ctx.db, { now: ctx.now, limit: query.limit, offset: query.offset });
  const store = await comboStore(ctx, query.userAddressId ?? query.addressId);
  return { count, records: await comboRecords(ctx, ids, store) };
}

/** GET .../combo-offers/products/{productId}: combos on offer containing the product (unknown product → 404). */
export async function listProductCombos(ctx: ComboReadContext, countryId: string, productId: number, query: ProductCombosQuery) {
  await assertCountryInPath(ctx.db, countryId);
  await assertCountryInQuery(ctx.db, query.countryId);
  if (!(await repo.findActiveProduct(ctx.db, productId))) throw new NotFoundError('error.product.notFound');
  const { count, ids } = await repo.findComboIdsWithProduct(ctx.db, productId, { now: ctx.now, limit: query.limit, offset: query.offset });
  const store = await comboStore(ctx, query.addressId ?? query.userAddressId);
  return { count, records: await comboRecords(ctx, ids, store) };
}

/** GET .../combo-offers/{id}/comboOfferDetails: one combo on offer (unknown, inactive or out of its dates → 404). */
export async function comboDetails(ctx: ComboReadContext, countryId: string, id: number, query: ComboDetailsQuery): Promise<ComboRecord> {
  await assertCountryInPath(ctx.db, countryId);
  const combo = await cartRepo.findCombo(ctx.db, id);
  if (!combo || !comboOnOffer(combo, ctx.now)) comboNotFound();
  const store = await comboStore(ctx, query.userAddressId ?? query.addressId);
  const [record] = await comboRecords(ctx, [id], store);
  return record ?? comboNotFound();
}

// ——— combos in the cart ———

type Combo = NonNullable<Awaited<ReturnType<typeof cartRepo.findCombo>>>;

async function comboOnOfferOr404(trx: Kysely<DB>, comboOfferId: number, now: Date): Promise<{ combo: Combo; def: ComboDefinition }> {
  const combo = await cartRepo.findCombo(trx, comboOfferId);
  if (!combo || !comboOnOffer(combo, now)) comboNotFound();
  const def = (await cartRepo.findComboDefinitions(trx, [comboOfferId])).get(comboOfferId);
  return def ? { combo: combo as Combo, def } : comboNotFound();
}

function chosen(def: ComboDefinition, body: ComboCartBody): ComboEntry[] {
  const result = chooseSelection(def, body.comboOfferData);
  if (!result.ok) throw new FieldValidationError([result.problem]);
  return result.entries;
}

/**
 * The cart core's checks for buying this choice now: a default address with a serving store that sells every chosen
 * product (409), and the age limit (the combo's flag means 18; a chosen product's own limit counts too).
 */
async function assertMayBuy(trx: Kysely<DB>, request: CartRequest, countryId: string, combo: Combo, entries: readonly ComboEntry[]): Promise<StoreRow> {
  const store = await servingStoreFor(trx, request.caller.userId, countryId);
  const products = await cartRepo.findProductsAtStore(trx, store.store_id, entries.map((e) => e.productId));
  const byId = new Map(products.map((p) => [p.product_id, p]));
  if (!comboProductsSold(entries, byId)) throw new AppError(409, 'error.cart.productUnavailable');
  const restriction = Math.max(combo.age_restriction ? LEGAL_AGE : 0, ...products.map((p) => p.age_restriction));
  await assertAgeAllowed(trx, request, countryId, restriction);
  return store;
}

const aboveLimit = (): never => { throw new AppError(400, 'error.combo.quantityAboveLimit', { max: MAX_LINE_QUANTITY }); };

/** POST .../combo-offers/products/{id}/: one more of this combo with this choice (same choice: that line grows). */
export async function addComboToCart(request: CartRequest, countryId: string, comboOfferId: number, body: ComboCartBody): Promise<CartView> {
  return changeActiveCart(request, countryId, async (trx, cart) => {
    const { combo, def } = await comboOnOfferOr404(trx, comboOfferId, request.now);
    const entries = chosen(def, body);
    const store = await assertMayBuy(trx, request, cart.country_id, combo, entries);
    const key = canonicalSelection(entries);
    const same = (await cartRepo.findComboLinesOf(trx, cart.cart_id, comboOfferId)).find((l) => selectionKey(def, l.combo_selection) === key);
    if (same) {
      if (same.quantity + 1 > MAX_LINE_QUANTITY) aboveLimit();
      await cartRepo.updateComboLine(trx, same.cart_item_id, { quantity: same.quantity + 1, now: request.now });
    } else {
      if ((await cartRepo.countLines(trx, cart.cart_id)) >= MAX_CART_LINES) throw new AppError(409, 'error.cart.tooManyLines');
      await cartRepo.insertComboLine(trx, { cartId: cart.cart_id, comboOfferId, selection: key, quantity: 1, now: request.now });
    }
    await cartRepo.touchCart(trx, cart.cart_id, request.now, store.store_id);
  });
}

/**
 * PUT .../combo-offers/products/{id}/: replaces the choice of the caller's line of this combo (the first, as the combo
 * pages show it). A choice equal to another line's merges the two lines (quantities add up, within 20).
 */
export async function replaceComboInCart(request: CartRequest, countryId: string, comboOfferId: number, body: ComboCartBody): Promise<CartView> {
  return changeActiveCart(request, countryId, async (trx, cart) => {
    const { combo, def } = await comboOnOfferOr404(trx, comboOfferId, request.now);
    const lines = await cartRepo.findComboLinesOf(trx, cart.cart_id, comboOfferId);
    const line = lines[0] ?? comboNotInCart();
    const entries = chosen(def, body);
    const store = await assertMayBuy(trx, request, cart.country_id, combo, entries);
    const key = canonicalSelection(entries);
    const twin = lines.find((l) => l.cart_item_id !== line.cart_item_id && selectionKey(def, l.combo_selection) === key);
    const quantity = line.quantity + (twin?.quantity ?? 0);
    if (quantity > MAX_LINE_QUANTITY) aboveLimit();
    if (twin) await cartRepo.deleteLine(trx, twin.cart_item_id);
    await cartRepo.updateComboLine(trx, line.cart_item_id, { quantity, selection: key, now: request.now });
    await cartRepo.touchCart(trx, cart.cart_id, request.now, store.store_id);
  });
}

/**
 * DELETE .../combo-offers/products/{id}/: one fewer of the caller's line of this combo (the first), removing it at 0.
 * Works for a combo no longer on offer too, so it can always leave the cart.
 */
export async function removeComboFromCart(request: CartRequest, countryId: string, comboOfferId: number): Promise<CartView> {
  return changeActiveCart(request, countryId, async (trx, cart) => {
    if (!(await cartRepo.findCombo(trx, comboOfferId))) comboNotFound();
    const line = (await cartRepo.findComboLinesOf(trx, cart.cart_id, comboOfferId))[0] ?? comboNotInCart();
    if (line.quantity > 1) await cartRepo.updateComboLine(trx, line.cart_item_id, { quantity: line.quantity - 1, now: request.now });
    else await cartRepo.deleteLine(trx, line.cart_item_id);
    await cartRepo.touchCart(trx, cart.cart_id, request.now);
  });
}
