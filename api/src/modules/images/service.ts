// Produces the picture for one image URL, or a 404 when the thing it shows does not exist: the stored artwork by hash,
// or one drawn from the current data for rows without it (products, categories and brands as the artwork draws them).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { NotFoundError } from '../../lib/errors.js';
import { brandArtwork, categoryArtwork, productArtwork } from './artwork.js';
import { illustrationOf } from './packshot-rules.js';
import {
  findArtwork, findBannerForImage, findBrandForImage, findCategoryForImage, findComboForImage, findProductForImage,
} from './repository.js';
import { bannerSvg, flagSvg, type ImageVariant } from './svg.js';

const notFound = (): never => {
  throw new NotFoundError('error.image.notFound');
};

export async function artworkSvg(db: Kysely<DB>, hash: string): Promise<string> {
  return ((await findArtwork(db, hash)) ?? notFound()).body;
}

export async function productImage(db: Kysely<DB>, id: number): Promise<string> {
  const row = (await findProductForImage(db, id)) ?? notFound();
  return productArtwork({
    name: row.name, brand: row.brand_name, brandColour: row.brand_colour, categoryCode: row.category_code,
    ageRestriction: Math.max(row.age_restriction, row.category_age), sku: row.sku,
  }, 'front');
}

export async function categoryImage(db: Kysely<DB>, id: number): Promise<string> {
  const row = (await findCategoryForImage(db, id)) ?? notFound();
  return categoryArtwork({ code: row.code, name: row.name, colour: row.colour });
}

export async function brandImage(db: Kysely<DB>, id: number): Promise<string> {
  const row = (await findBrandForImage(db, id)) ?? notFound();
  const [name, categoryCode] = (row.top_product ?? '').split('|');
  const illustration = name && categoryCode ? illustrationOf({ name, categoryCode }) : 'shopping-cart';
  return brandArtwork({ name: row.name, colour: row.colour, illustration });
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
