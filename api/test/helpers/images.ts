// The image URLs the seed stored (content-hashed artwork), for tests that compare whole answers.
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/types.js';

/** A product's files as the answers list them (Primary first, then Secondary by sort order). */
export async function productFiles(db: Kysely<DB>, productId: number): Promise<{ type: string; imageUrl: string }[]> {
  const rows = await db.selectFrom('product_files').select(['file_type', 'image_url']).where('product_id', '=', productId)
    .orderBy((eb) => eb.case().when('file_type', '=', 'Primary').then(0).when('file_type', '=', 'Secondary').then(1).else(2).end())
    .orderBy('sort_order').orderBy('product_file_id').execute();
  return rows.map((r) => ({ type: r.file_type, imageUrl: r.image_url }));
}

export async function primaryImage(db: Kysely<DB>, productId: number): Promise<string> {
  const files = await productFiles(db, productId);
  const primary = files.find((f) => f.type === 'Primary');
  if (!primary) throw new Error(`Product ${productId} has no Primary image`);
  return primary.imageUrl;
}

export async function comboImages(db: Kysely<DB>, comboOfferId: number): Promise<{ imageUrl: string; webImageUrl: string }> {
  const row = await db.selectFrom('combo_offers').select(['image_url', 'web_image_url']).where('combo_offer_id', '=', comboOfferId).executeTakeFirstOrThrow();
  return { imageUrl: row.image_url as string, webImageUrl: row.web_image_url as string };
}
