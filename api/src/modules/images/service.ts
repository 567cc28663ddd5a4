// Produces the SVG for one image URL, or a 404 when the thing it shows does not exist.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { NotFoundError } from '../../lib/errors.js';
import { findBannerForImage, findBrandForImage, findCategoryForImage, findComboForImage, findProductForImage } from './repository.js';
import { bannerSvg, brandSvg, categorySvg, flagSvg, productSvg, type ImageVariant } from './svg.js';

const notFound = (): never => {
  throw new NotFoundError('error.image.notFound');
};

export async function productImage(db: Kysely<DB>, id: number): Promise<string> {
  const row = (await findProductForImage(db, id)) ?? notFound();
  return productSvg({ name: row.name, brand: row.brand_name, colour: row.colour });
}

export async function categoryImage(db: Kysely<DB>, id: number): Promise<string> {
  const row = (await findCategoryForImage(db, id)) ?? notFound();
  return categorySvg({ nameEs: row.name_es, nameEn: row.name_en, colour: row.colour });
}

export async function brandImage(db: Kysely<DB>, id: number): Promise<string> {
  const row = (await findBrandForImage(db, id)) ?? notFound();
  return brandSvg({ name: row.name, colour: row.colour });
}

export async function bannerImage(db: Kysely<DB>, id: number, variant: ImageVariant): Promise<string> {
  const row = (await findBannerForImage(db, id)) ?? notFound();
  return bannerSvg({ title: row.title, subtitle: row.subtitle ?? '', colour: row.colour, variant });
}

export async function comboImage(db: Kysely<DB>, id: number, variant: ImageVariant): Promise<string> {
  const row = (await findComboForImage(db, id)) ?? notFound();
  return bannerSvg({ title: row.title, subtitle: `S/ ${Number(row.combo_selling_price).toFixed(2)}`, colour: '#d84315', variant });
}

export function flagImage(countryId: string): string {
  return flagSvg(countryId) ?? notFound();
}
