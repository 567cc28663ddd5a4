// Expands the product templates into concrete demo products with every attribute of the spec, in es and en.
import { BRANDS, CATEGORIES, PRODUCT_TEMPLATES, type CategorySeed, type Toppings } from './catalogue-data.js';
import { fnv1a } from '../../lib/hash.js';
import type { ProductAttributes } from '../types.js';

type AttributeInputType = ProductAttributes['input_type'];

export type Lang = 'es' | 'en';

export interface AttributeSeed {
  code: string;
  name: string;
  value: string;
  inputType: AttributeInputType;
  visible: boolean;
}

export interface ProductText {
  name: string;
  shortDescription: string;
  description: string;
  attributes: AttributeSeed[];
}

export interface ProductSeed {
  sku: string;
  categoryCode: string;
  brandCode: string;
  brandName: string;
  ageRestriction: number;
  actualPrice: number;
  discountedPrice: number;
  popularity: number;
  text: Record<Lang, ProductText>;
  toppings: Toppings | null;
}

interface ParsedSize { packs: number; quantity: number; unit: 'ml' | 'L' | 'g' | 'kg' | 'u' }

const SIZE = /^(?:(\d+) x )?(\d+(?:\.\d+)?) (ml|L|g|kg|u)$/;

export function parseSize(size: string): ParsedSize {
  const match = SIZE.exec(size);
  if (!match) throw new Error(`Unreadable product size "${size}"`);
  return { packs: Number(match[1] ?? 1), quantity: Number(match[2]), unit: match[3] as ParsedSize['unit'] };
}

function sizeLabel(size: ParsedSize, lang: Lang): string {
  const decimal = (n: number): string => (lang === 'es' ? String(n).replace('.', ',') : String(n));
  const one = size.unit === 'u' ? `${size.quantity} ${lang === 'es' ? 'unid.' : size.quantity === 1 ? 'piece' : 'pieces'}` : `${decimal(size.quantity)} ${size.unit}`;
  return size.packs > 1 ? `${lang === 'es' ? 'Pack' : 'Pack of'} ${size.packs} x ${one}` : one;
}

/** Price per litre, kilogram or piece, which shoppers compare across sizes. */
function pricePerUnit(price: number, size: ParsedSize): { value: number; unit: Record<Lang, string> } {
  const total = size.packs * size.quantity;
  switch (size.unit) {
    case 'ml': return { value: price / (total / 1000), unit: { es: 'L', en: 'L' } };
    case 'L': return { value: price / total, unit: { es: 'L', en: 'L' } };
    case 'g': return { value: price / (total / 1000), unit: { es: 'kg', en: 'kg' } };
    case 'kg': return { value: price / total, unit: { es: 'kg', en: 'kg' } };
    default: return { value: price / total, unit: { es: 'unid.', en: 'piece' } };
  }
}

export function slug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const DISCOUNT_STEPS = [0.05, 0.1, 0.15, 0.2, 0.25];

const ATTRIBUTE_NAMES: Record<string, Record<Lang, string>> = {
  brand: { es: 'Marca', en: 'Brand' },
  name: { es: 'Nombre', en: 'Name' },
  short_description: { es: 'Descripción corta', en: 'Short description' },
  description: { es: 'Descripción', en: 'Description' },
  age_restriction: { es: 'Edad mínima', en: 'Minimum age' },
  toppings: { es: 'Adicionales', en: 'Extras' },
  presentation: { es: 'Presentación', en: 'Pack size' },
  no_of_unit: { es: 'Número de unidades', en: 'Number of units' },
  price_per_unit: { es: 'Precio por unidad de medida', en: 'Price per unit of measure' },
  unit_of_price_per_unit: { es: 'Unidad de medida', en: 'Unit of measure' },
};

function attribute(code: string, lang: Lang, value: string, inputType: AttributeInputType, visible: boolean): AttributeSeed {
  const names = ATTRIBUTE_NAMES[code];
  if (!names) throw new Error(`No attribute name for ${code}`);
  return { code, name: names[lang], value, inputType, visible };
}

/** Ends a sentence with a full stop, unless it already ends with one ('7 unid.' must not read '7 unid..'). */
const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

function describe(category: CategorySeed, brandName: string, baseName: Record<Lang, string>, size: ParsedSize, lang: Lang): { short: string; long: string } {
  const label = sizeLabel(size, lang);
  const catName = lang === 'es' ? category.es : category.en;
  if (lang === 'es') {
    return {
      short: sentence(`${baseName.es} de ${brandName}, ${label}`),
      long: `${sentence(`${baseName.es} de la marca ${brandName} en presentación de ${label}`)} ${category.descEs} Encuéntralo en la sección ${catName} y recíbelo en casa en minutos.`,
    };
  }
  return {
    short: sentence(`${baseName.en} by ${brandName}, ${label}`),
    long: `${sentence(`${baseName.en} from ${brandName}, ${label}`)} ${category.descEn} Find it in ${catName} and get it delivered in minutes.`,
  };
}

export function buildDemoProducts(): ProductSeed[] {
  const brands = new Map(BRANDS.map((b) => [b.code, b]));
  const products: ProductSeed[] = [];
  const skus = new Set<string>();
  for (const category of CATEGORIES) {
    for (const template of PRODUCT_TEMPLATES[category.code] ?? []) {
      const brand = brands.get(template.brand);
      if (!brand) throw new Error(`Unknown brand ${template.brand}`);
      for (const [sizeText, price] of template.variants) {
        const size = parseSize(sizeText);
        const single = size.unit === 'u' && size.packs === 1 && size.quantity === 1;
        const sku = slug(`${template.es} ${sizeText}`);
        if (skus.has(sku)) throw new Error(`Duplicate demo SKU ${sku}`);
        skus.add(sku);
        const hash = fnv1a(sku);
        // About 45% of products carry a discount of 5–25%, rounded to 10 céntimos like shelf prices.
        const discounted = hash % 100 < 45 ? Math.round(price * (1 - (DISCOUNT_STEPS[hash % 5] ?? 0.1)) * 10) / 10 : price;
        const perUnit = pricePerUnit(discounted, size);
        const units = size.packs * (size.unit === 'u' ? size.quantity : 1);
        const text = {} as Record<Lang, ProductText>;
        for (const lang of ['es', 'en'] as const) {
          const name = single ? template[lang] : `${template[lang]} ${sizeLabel(size, lang)}`;
          const { short, long } = describe(category, brand.name, { es: template.es, en: template.en }, size, lang);
          const attributes = [
            attribute('brand', lang, brand.name, 'text', true),
            attribute('name', lang, name, 'text', true),
            attribute('short_description', lang, short, 'textarea', true),
            attribute('description', lang, long, 'textarea', true),
            attribute('age_restriction', lang, String(category.ageRestriction), 'number', false),
            attribute('presentation', lang, sizeLabel(size, lang), 'text', true),
            attribute('no_of_unit', lang, String(units), 'number', true),
            attribute('price_per_unit', lang, round2(perUnit.value).toFixed(2), 'price', true),
            attribute('unit_of_price_per_unit', lang, perUnit.unit[lang], 'text', false),
          ];
          if (template.toppings) attributes.push(attribute('toppings', lang, JSON.stringify(template.toppings[lang]), 'list', true));
          text[lang] = { name, shortDescription: short, description: long, attributes };
        }
        products.push({
          sku, categoryCode: category.code, brandCode: brand.code, brandName: brand.name, ageRestriction: category.ageRestriction,
          actualPrice: price, discountedPrice: discounted, popularity: hash % 1000, text, toppings: template.toppings ?? null,
        });
      }
    }
  }
  return products;
}
