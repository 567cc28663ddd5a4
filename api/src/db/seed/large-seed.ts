// Fills a large synthetic catalogue (for benchmarks) on top of the demo data, in batched multi-row inserts.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../types.js';
import { fnv1a } from '../../lib/hash.js';

const NOUNS: readonly (readonly [string, string])[] = [
  ['Galletas', 'Cookies'], ['Gaseosa', 'Soft Drink'], ['Yogurt', 'Yogurt'], ['Detergente', 'Detergent'], ['Chocolate', 'Chocolate'],
  ['Papas Fritas', 'Potato Chips'], ['Jugo', 'Juice'], ['Shampoo', 'Shampoo'], ['Arroz', 'Rice'], ['Fideos', 'Pasta'],
  ['Queso', 'Cheese'], ['Pan', 'Bread'], ['Helado', 'Ice Cream'], ['Atún', 'Tuna'], ['Café', 'Coffee'], ['Té', 'Tea'],
];
const FLAVOURS: readonly (readonly [string, string])[] = [
  ['Clásico', 'Classic'], ['Fresa', 'Strawberry'], ['Limón', 'Lime'], ['Vainilla', 'Vanilla'], ['Integral', 'Wholegrain'],
  ['Light', 'Light'], ['Picante', 'Spicy'], ['Familiar', 'Family Size'], ['Lúcuma', 'Lúcuma'], ['Maracuyá', 'Passion Fruit'],
];
const SIZES = ['100 g', '250 g', '500 g', '1 kg', '355 ml', '500 ml', '1 L', '1.5 L'];

export interface LargeSeedResult { inserted: number; totalProducts: number; milliseconds: number }

/** Adds products bench-000001 … bench-N (skipping those already there) with translations, attributes, image and store rows. */
export async function seedLargeCatalogue(db: Kysely<DB>, count: number, batchSize = 1000, onProgress?: (done: number) => void): Promise<LargeSeedResult> {
  const started = Date.now();
  const categories = await db.selectFrom('categories').select(['category_id', 'age_restriction']).orderBy('category_id').execute();
  const brands = await db.selectFrom('brands').select(['brand_id', 'name']).orderBy('brand_id').execute();
  const stores = await db.selectFrom('stores').select('store_id').execute();
  if (!categories.length || !brands.length) throw new Error('Seed the demo catalogue first (start the API once, or run the demo seed).');
  let inserted = 0;
  for (let from = 1; from <= count; from += batchSize) {
    const numbers = Array.from({ length: Math.min(batchSize, count - from + 1) }, (_, i) => from + i);
    await db.transaction().execute(async (trx) => {
      const rows = numbers.map((n) => {
        const hash = fnv1a(`bench:${n}`);
        const category = categories[n % categories.length]!;
        const brand = brands[hash % brands.length]!;
        const [nounEs, nounEn] = NOUNS[hash % NOUNS.length]!;
        const [flavourEs, flavourEn] = FLAVOURS[(hash >>> 4) % FLAVOURS.length]!;
        const size = SIZES[(hash >>> 8) % SIZES.length]!;
        const actual = 1 + ((hash >>> 12) % 6000) / 100;
        const discounted = hash % 3 === 0 ? Math.max(0.5, Math.round(actual * 0.85 * 10) / 10) : actual;
        return {
          sku: `bench-${String(n).padStart(6, '0')}`, category_id: category.category_id, brand_id: brand.brand_id, age: category.age_restriction,
          actual: actual.toFixed(2), discounted: Math.min(discounted, actual).toFixed(2), popularity: hash % 1000, brandName: brand.name,
          es: `${nounEs} ${flavourEs} ${brand.name} ${size} #${n}`, en: `${brand.name} ${flavourEn} ${nounEn} ${size} #${n}`,
        };
      });
      const created = await trx.insertInto('products').values(rows.map((r) => ({
        sku: r.sku, category_id: r.category_id, brand_id: r.brand_id, age_restriction: r.age, actual_price: r.actual,
        discounted_price: r.discounted, popularity: r.popularity,
      }))).onConflict((oc) => oc.doNothing()).returning(['product_id', 'sku']).execute();
      if (!created.length) return;
      const ids = new Map(created.map((c) => [c.sku, c.product_id]));
      const fresh = rows.filter((r) => ids.has(r.sku)).map((r) => ({ ...r, id: ids.get(r.sku) as number }));
      await trx.insertInto('product_translations').values(fresh.flatMap((r) => [
        { product_id: r.id, language_id: 1, name: r.es, brand_name: r.brandName, short_description: r.es, description: r.es },
        { product_id: r.id, language_id: 2, name: r.en, brand_name: r.brandName, short_description: r.en, description: r.en },
      ])).execute();
      await trx.insertInto('product_attributes').values(fresh.flatMap((r) => ([[1, r.es, 'Marca', 'Nombre', 'Edad mínima'], [2, r.en, 'Brand', 'Name', 'Minimum age']] as const)
        .flatMap(([languageId, name, brandLabel, nameLabel, ageLabel]) => [
          { product_id: r.id, language_id: languageId, attribute_code: 'brand', attribute_name: brandLabel, value: r.brandName, input_type: 'text' as const, sort_order: 1 },
          { product_id: r.id, language_id: languageId, attribute_code: 'name', attribute_name: nameLabel, value: name, input_type: 'text' as const, sort_order: 2 },
          { product_id: r.id, language_id: languageId, attribute_code: 'age_restriction', attribute_name: ageLabel, value: String(r.age), input_type: 'number' as const, visible_to_users: false, sort_order: 3 },
        ]))).execute();
      await trx.insertInto('product_files').values(fresh.map((r) => ({ product_id: r.id, file_type: 'Primary' as const, image_url: `/api/v1/images/products/${r.id}.svg` }))).execute();
      if (stores.length) {
        await trx.insertInto('store_products').values(fresh.flatMap((r) => stores.map((s) => ({ store_id: s.store_id, product_id: r.id })))).execute();
      }
      inserted += fresh.length;
    });
    onProgress?.(Math.min(from + batchSize - 1, count));
  }
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from products`.execute(db);
  return { inserted, totalProducts: rows[0]?.n ?? 0, milliseconds: Date.now() - started };
}
