// Seeds the demo shop idempotently: every row is keyed on a stable code, so running it again inserts nothing.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../types.js';
import { BRANDS, CATEGORIES } from './catalogue-data.js';
import { buildDemoProducts, type Lang, type ProductSeed } from './products.js';
import { COUNTRIES, DEMO_USERS, LANGUAGES, RATING_PATTERN, REVIEW_TEXTS, ROLES, STORES } from './site-data.js';
import { BANNERS, COMBOS, PROMOS } from './offers-data.js';
import { ACCEPTABLE_IDS, PAGE_METADATA_KEYS, STATIC_PAGES, staticPageUrl } from './static-pages.js';
import { fnv1a } from '../../lib/hash.js';
import { seedClaimsData } from './claims-data.js';
import { seedSettingsData } from './settings-data.js';
import { seedBannerProducts } from '../../modules/banners/seed.js';
import { seedArtwork } from './artwork-seed.js';

export const DEMO_SEED_NAME = 'demo-catalogue-v1';
const LANG_IDS: Record<Lang, number> = { es: 1, en: 2 };
const BANNER_START = '2024-01-01T05:00:00Z';
const BATCH = 500;

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const money = (n: number): string => n.toFixed(2);
/** Combo price: 15% under the items' shelf price, ending in .90 like a shelf tag. */
const comboPrice = (actual: number): number => Math.max(0.9, Math.floor(actual * 0.85) + 0.9 > actual ? Math.floor(actual * 0.85) - 0.1 : Math.floor(actual * 0.85) + 0.9);

async function idsByCode<T extends 'categories' | 'brands' | 'stores' | 'combo_offers' | 'banners' | 'combo_offer_lists'>(
  trx: Transaction<DB>, table: T, idColumn: string,
): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: number; code: string }>`select ${sql.ref(idColumn)} as id, code from ${sql.table(table)}`.execute(trx);
  return new Map(rows.map((r) => [r.code, Number(r.id)]));
}

async function seedReference(trx: Transaction<DB>): Promise<void> {
  await trx.insertInto('languages').values([...LANGUAGES]).onConflict((oc) => oc.doNothing()).execute();
  await trx.insertInto('roles').values([...ROLES]).onConflict((oc) => oc.doNothing()).execute();
  for (const { names, ...country } of COUNTRIES) {
    await trx.insertInto('countries').values(country).onConflict((oc) => oc.doNothing()).execute();
    await trx.insertInto('country_translations')
      .values((['es', 'en'] as const).map((l) => ({ country_id: country.country_id, language_id: LANG_IDS[l], country_name: names[l] })))
      .onConflict((oc) => oc.doNothing()).execute();
  }
}

async function seedCatalogue(trx: Transaction<DB>, products: ProductSeed[]): Promise<Map<string, number>> {
  await trx.insertInto('categories')
    .values(CATEGORIES.map((c, i) => ({ code: c.code, sort_order: i + 1, age_restriction: c.ageRestriction, alcohol: c.alcohol ?? false, colour: c.colour })))
    .onConflict((oc) => oc.doNothing()).execute();
  // Image URLs carry the generated id, so they are filled in after the insert (only where still empty).
  await sql`update categories set image_url = '/api/v1/images/categories/' || category_id || '.svg' where image_url is null`.execute(trx);
  const categoryIds = await idsByCode(trx, 'categories', 'category_id');
  await trx.insertInto('category_translations').values(CATEGORIES.flatMap((c) => (['es', 'en'] as const).map((l) => ({
    category_id: categoryIds.get(c.code) as number, language_id: LANG_IDS[l], name: c[l], description: l === 'es' ? c.descEs : c.descEn,
  })))).onConflict((oc) => oc.doNothing()).execute();

  await trx.insertInto('brands').values(BRANDS.map((b, i) => ({ code: b.code, name: b.name, colour: b.colour, sort_order: i + 1 })))
    .onConflict((oc) => oc.doNothing()).execute();
  await sql`update brands set image_url = '/api/v1/images/brands/' || brand_id || '.svg' where image_url is null`.execute(trx);
  const brandIds = await idsByCode(trx, 'brands', 'brand_id');

  for (const batch of chunks(products)) {
    await trx.insertInto('products').values(batch.map((p) => ({
      sku: p.sku, category_id: categoryIds.get(p.categoryCode) as number, brand_id: brandIds.get(p.brandCode) as number,
      age_restriction: p.ageRestriction, actual_price: money(p.actualPrice), discounted_price: money(p.discountedPrice), popularity: p.popularity,
    }))).onConflict((oc) => oc.doNothing()).execute();
  }
  const skuRows = await trx.selectFrom('products').select(['product_id', 'sku']).where('sku', 'in', products.map((p) => p.sku)).execute();
  const productIds = new Map(skuRows.map((r) => [r.sku, r.product_id]));
  const id = (sku: string): number => {
    const found = productIds.get(sku);
    if (found === undefined) throw new Error(`Demo product ${sku} is missing`);
    return found;
  };

  const translations = products.flatMap((p) => (['es', 'en'] as const).map((l) => ({
    product_id: id(p.sku), language_id: LANG_IDS[l], name: p.text[l].name, brand_name: p.brandName,
    short_description: p.text[l].shortDescription, description: p.text[l].description,
  })));
  for (const batch of chunks(translations)) await trx.insertInto('product_translations').values(batch).onConflict((oc) => oc.doNothing()).execute();

  const attributes = products.flatMap((p) => (['es', 'en'] as const).flatMap((l) => p.text[l].attributes.map((a, i) => ({
    product_id: id(p.sku), language_id: LANG_IDS[l], attribute_code: a.code, attribute_name: a.name, value: a.value,
    input_type: a.inputType, visible_to_users: a.visible, sort_order: i + 1,
  }))));
  for (const batch of chunks(attributes)) await trx.insertInto('product_attributes').values(batch).onConflict((oc) => oc.doNothing()).execute();

  const toppings = products.flatMap((p) => (p.toppings ? (['es', 'en'] as const).flatMap((l) => (p.toppings as NonNullable<ProductSeed['toppings']>)[l].map((name, i) => ({
    product_id: id(p.sku), language_id: LANG_IDS[l], name, extra_price: i === 0 ? '0.00' : money(1 + (i % 2) * 0.5), sort_order: i + 1,
  }))) : []));
  if (toppings.length) await trx.insertInto('product_toppings').values(toppings).onConflict((oc) => oc.doNothing()).execute();

  for (const batch of chunks(products)) {
    await trx.insertInto('product_files').values(batch.map((p) => ({
      product_id: id(p.sku), file_type: 'Primary' as const, image_url: `/api/v1/images/products/${id(p.sku)}.svg`, sort_order: 0,
    }))).onConflict((oc) => oc.doNothing()).execute();
  }
  return productIds;
}

async function seedStores(trx: Transaction<DB>, products: ProductSeed[], productIds: Map<string, number>): Promise<void> {
  await trx.insertInto('stores').values(STORES.map((s) => ({
    code: s.code, country_id: 'PE', name: s.name, address: s.address, latitude: s.latitude, longitude: s.longitude,
    delivery_radius_m: s.delivery_radius_m, order_acceptance_time_from: s.from, order_acceptance_time_to: s.to, online: s.online,
    delivering: s.delivering, schedule_delivery_enabled: s.schedule, offline_message_es: s.offlineEs, offline_message_en: s.offlineEn,
    minimum_order_amount: money(s.minimum), shipping_fee: money(s.shipping), service_charge: money(s.service),
    free_shipping_threshold: money(s.freeOver), phone: s.phone, accepts_cash: s.cash, accepts_pinpaid: s.pinpaid,
  }))).onConflict((oc) => oc.doNothing()).execute();
  const storeIds = await idsByCode(trx, 'stores', 'store_id');
  // Each store misses a few products (deterministically), so availability differs between stores.
  const rows = STORES.flatMap((s, storeIndex) => products.map((p) => ({
    store_id: storeIds.get(s.code) as number, product_id: productIds.get(p.sku) as number,
    available: storeIndex === 0 || fnv1a(`${s.code}:${p.sku}`) % 12 !== 0,
  })));
  for (const batch of chunks(rows)) await trx.insertInto('store_products').values(batch).onConflict((oc) => oc.doNothing()).execute();
}

async function seedCombos(trx: Transaction<DB>, products: ProductSeed[], productIds: Map<string, number>): Promise<void> {
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const product = (sku: string): ProductSeed => {
    const found = bySku.get(sku);
    if (!found) throw new Error(`Combo refers to unknown product ${sku}`);
    return found;
  };
  await trx.insertInto('combo_offers').values(COMBOS.map((c, i) => {
    const items = c.type === 'normal' ? c.products.map(([sku, q]) => [product(sku), q] as const)
      : c.lists.map((l) => [product(l.alternatives[0] as string), l.quantity] as const);
    const actual = items.reduce((sum, [p, q]) => sum + p.actualPrice * q, 0);
    const age = items.some(([p]) => p.ageRestriction > 0) || (c.type === 'list' && c.lists.some((l) => l.alternatives.some((s) => product(s).ageRestriction > 0)));
    return {
      code: c.code, combo_offer_type: c.type, combo_selling_price: money(comboPrice(actual)), actual_selling_price: money(actual),
      age_restriction: age, sort_order: i + 1,
    };
  })).onConflict((oc) => oc.doNothing()).execute();
  await sql`update combo_offers set image_url = '/api/v1/images/combos/' || combo_offer_id || '-mobile.svg',
    web_image_url = '/api/v1/images/combos/' || combo_offer_id || '-web.svg' where image_url is null`.execute(trx);
  const comboIds = await idsByCode(trx, 'combo_offers', 'combo_offer_id');
  await trx.insertInto('combo_offer_translations').values(COMBOS.flatMap((c) => (['es', 'en'] as const).map((l) => ({
    combo_offer_id: comboIds.get(c.code) as number, language_id: LANG_IDS[l], combo_name: c.name[l], combo_offer_description: c.description[l],
  })))).onConflict((oc) => oc.doNothing()).execute();
  for (const c of COMBOS) {
    const comboId = comboIds.get(c.code) as number;
    if (c.type === 'normal') {
      await trx.insertInto('combo_offer_products').values(c.products.map(([sku, quantity], i) => ({
        combo_offer_id: comboId, product_id: productIds.get(sku) as number, quantity, sort_order: i + 1,
      }))).onConflict((oc) => oc.doNothing()).execute();
      continue;
    }
    await trx.insertInto('combo_offer_lists').values(c.lists.map((l, i) => ({ combo_offer_id: comboId, code: l.code, sort_order: i + 1 })))
      .onConflict((oc) => oc.doNothing()).execute();
    const listIds = await idsByCode(trx, 'combo_offer_lists', 'list_id');
    for (const l of c.lists) {
      const listId = listIds.get(l.code) as number;
      await trx.insertInto('combo_offer_list_translations').values((['es', 'en'] as const).map((lang) => ({ list_id: listId, language_id: LANG_IDS[lang], list_name: l.name[lang] })))
        .onConflict((oc) => oc.doNothing()).execute();
      await trx.insertInto('combo_offer_list_alternatives').values(l.alternatives.map((sku, i) => ({
        list_id: listId, product_id: productIds.get(sku) as number, quantity: l.quantity, sort_order: i + 1,
      }))).onConflict((oc) => oc.doNothing()).execute();
    }
  }
}

async function seedBannersAndPromos(trx: Transaction<DB>): Promise<void> {
  const categoryIds = await idsByCode(trx, 'categories', 'category_id');
  const comboIds = await idsByCode(trx, 'combo_offers', 'combo_offer_id');
  await trx.insertInto('banners').values(BANNERS.map((b) => ({
    code: b.code, banner_type: b.type, applicable_on: b.applicableOn, category_id: b.category ? (categoryIds.get(b.category) as number) : null,
    colour: b.colour, start_date: BANNER_START, end_date: null, sort_order: b.sortOrder,
  }))).onConflict((oc) => oc.doNothing()).execute();
  await sql`update banners set image_url = '/api/v1/images/banners/' || banner_id || '-mobile.svg',
    web_image_url = '/api/v1/images/banners/' || banner_id || '-web.svg' where image_url is null`.execute(trx);
  const bannerIds = await idsByCode(trx, 'banners', 'banner_id');
  await trx.insertInto('banner_translations').values(BANNERS.flatMap((b) => (['es', 'en'] as const).map((l) => ({
    banner_id: bannerIds.get(b.code) as number, language_id: LANG_IDS[l], banner_name: b.name[l], description: b.description[l],
  })))).onConflict((oc) => oc.doNothing()).execute();
  const links = BANNERS.flatMap((b) => (b.combos ?? []).map((code, i) => ({
    banner_id: bannerIds.get(b.code) as number, combo_offer_id: comboIds.get(code) as number, sort_order: i + 1,
  })));
  await trx.insertInto('banner_combo_offers').values(links).onConflict((oc) => oc.doNothing()).execute();
  await seedBannerProducts(trx);

  await trx.insertInto('promos').values(PROMOS.map((p) => ({
    promo_code: p.code, country_id: 'PE', discount_type: p.type, discount_value: money(p.value),
    max_discount_amount: p.maxDiscount === null ? null : money(p.maxDiscount), minimum_cart_amount: money(p.minimum),
    start_date: p.start, end_date: p.end, per_customer_limit: p.perCustomer,
  }))).onConflict((oc) => oc.doNothing()).execute();
  const promoRows = await trx.selectFrom('promos').select(['promo_code_id', 'promo_code']).execute();
  const promoIds = new Map(promoRows.map((r) => [r.promo_code, r.promo_code_id]));
  await trx.insertInto('promo_translations').values(PROMOS.flatMap((p) => (['es', 'en'] as const).map((l) => ({
    promo_code_id: promoIds.get(p.code) as number, language_id: LANG_IDS[l], description: p.description[l],
  })))).onConflict((oc) => oc.doNothing()).execute();
}

async function seedUsersAndReviews(trx: Transaction<DB>, products: ProductSeed[], productIds: Map<string, number>): Promise<void> {
  await trx.insertInto('users').values(DEMO_USERS.map((u) => ({
    country_id: 'PE', country_code: '+51', contact_number: u.phone, first_name: u.first, last_name: u.last, email: u.email,
    email_verified: true, language_id: LANG_IDS[u.lang],
  }))).onConflict((oc) => oc.doNothing()).execute();
  const userRows = await trx.selectFrom('users').select(['user_id', 'contact_number'])
    .where('country_code', '=', '+51').where('contact_number', 'in', DEMO_USERS.map((u) => u.phone)).execute();
  const userIds = new Map(userRows.map((r) => [r.contact_number as string, r.user_id]));
  const users = DEMO_USERS.map((u) => ({ ...u, id: userIds.get(u.phone) as number }));
  await trx.insertInto('user_roles').values(users.map((u) => ({ user_id: u.id, role_id: 1 }))).onConflict((oc) => oc.doNothing()).execute();
  await trx.insertInto('customers').values(users.map((u) => ({
    user_id: u.id, id_type: u.idType, id_number: u.idNumber, dob: u.dob, email: u.email, first_name: u.first, last_name: u.last,
  }))).onConflict((oc) => oc.doNothing()).execute();

  // About 60% of products get 1–4 reviews; who reviews and which stars is derived from the SKU.
  const reviews = products.flatMap((p) => {
    const hash = fnv1a(`review:${p.sku}`);
    if (hash % 10 >= 6) return [];
    const count = 1 + (hash % 4);
    return Array.from({ length: count }, (_, k) => {
      const user = users[(hash + k) % users.length] as (typeof users)[number];
      const rating = RATING_PATTERN[(hash >>> 3) % RATING_PATTERN.length + k] ?? 5;
      const texts = (REVIEW_TEXTS[rating] ?? REVIEW_TEXTS[5])![user.lang];
      const [title, feedback] = texts[(hash + k) % texts.length] as readonly [string, string];
      const daysAgo = 1 + ((hash >>> (k + 5)) % 180);
      return {
        product_id: productIds.get(p.sku) as number, user_id: user.id, ratings: rating, title, feedback, language_id: LANG_IDS[user.lang],
        created_at: new Date(Date.UTC(2025, 5, 30) - daysAgo * 86_400_000), updated_at: new Date(Date.UTC(2025, 5, 30) - daysAgo * 86_400_000),
      };
    });
  });
  for (const batch of chunks(reviews)) await trx.insertInto('feedback').values(batch).onConflict((oc) => oc.doNothing()).execute();
}

async function seedContent(trx: Transaction<DB>): Promise<void> {
  const rows = (['es', 'en'] as const).flatMap((l) => [
    { country_id: 'PE', metadata_key: 'acceptableIds', language_id: LANG_IDS[l], metadata_value: JSON.stringify(ACCEPTABLE_IDS) },
    ...Object.entries(PAGE_METADATA_KEYS).map(([key, page]) => ({ country_id: 'PE', metadata_key: key, language_id: LANG_IDS[l], metadata_value: staticPageUrl(l, page) })),
  ]);
  await trx.insertInto('metadata').values(rows).onConflict((oc) => oc.doNothing()).execute();
  await trx.insertInto('static_pages').values(STATIC_PAGES.flatMap((p) => (['es', 'en'] as const).map((l) => ({
    page_key: p.key, language_id: LANG_IDS[l], title: p.title[l], html: p.html[l],
  })))).onConflict((oc) => oc.doNothing()).execute();
}

/** Inserts whatever part of the demo data is missing; a second run changes nothing. */
export async function seedDemo(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute((trx) => seedDemoIn(trx));
}

async function seedDemoIn(trx: Transaction<DB>): Promise<void> {
  const products = buildDemoProducts();
  await seedReference(trx);
  const productIds = await seedCatalogue(trx, products);
  await seedStores(trx, products, productIds);
  await seedCombos(trx, products, productIds);
  await seedBannersAndPromos(trx);
  await seedUsersAndReviews(trx, products, productIds);
  await seedContent(trx);
  await seedClaimsData(trx);
  await seedSettingsData(trx);
  await seedArtwork(trx);
  await trx.insertInto('seed_runs').values({ seed_name: DEMO_SEED_NAME }).onConflict((oc) => oc.doNothing()).execute();
}

/** Any fixed number, the same in every API instance: the key of the seed's transaction-level advisory lock. */
const SEED_LOCK_KEY = 7_146_201;

/**
 * Seeds on the first start only; later starts skip the work (the seed itself is idempotent anyway). Two API instances
 * starting together on an empty database take turns on an advisory lock: the second finds the seed done.
 */
export async function seedDemoIfNeeded(db: Kysely<DB>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const done = await trx.selectFrom('seed_runs').select('seed_name').where('seed_name', '=', DEMO_SEED_NAME).executeTakeFirst();
    if (done) {
      // Data added to the demo after a database was first seeded, inserted only where missing, so a developer's
      // existing .data keeps working (the claims book answers 503 without the shop's legal data; the generic banner's
      // page would list no products; the idle minutes' key is where an operator finds the setting; the artwork
      // replaces the pictures that were a coloured card with the name typed in).
      await seedClaimsData(trx);
      await seedSettingsData(trx);
      await seedBannerProducts(trx);
      await seedArtwork(trx);
      return false;
    }
    await seedDemoIn(trx);
    return true;
  });
}
