// Composes the catalogue's artwork as small SVGs: a packshot of each product in its packaging and brand colours with
// the right illustration (front, back label, pack), combos showing their products together, banners, categories and
// brands. Deterministic: the same input gives the same bytes (the seed stores them under their content hash).
import { fnv1a } from '../../lib/hash.js';
import { illustration, illustrations, type Illustration } from './illustrations.js';
import { CATEGORY_SCENES, categoryIllustration, illustrationOf, packagingOf, sizeOf, unitsInPack, type Packaging } from './packshot-rules.js';
import { escapeXml, wrap } from './svg.js';

export type ProductView = 'front' | 'back' | 'pack';
export const PRODUCT_VIEWS: readonly ProductView[] = ['front', 'back', 'pack'];
export type ArtworkVariant = 'web' | 'mobile';

export interface ProductArtworkInput {
  /** Spanish name ("Cerveza Cusqueña Negra Pack 6 x 330 ml"): product labels in Peru are in Spanish. */
  name: string;
  brand: string;
  brandColour: string;
  categoryCode: string;
  ageRestriction: number;
  /** Seeds the barcode and the back label's lines. */
  sku: string;
}

const FONT = "font-family='Inter, Helvetica, Arial, sans-serif'";
const r1 = (n: number): number => Math.round(n * 10) / 10;

const safeColour = (colour: string): string => (/^#[0-9a-fA-F]{6}$/.test(colour) ? colour.toLowerCase() : '#5c6bc0');

/** `colour` mixed with white (amount > 0) or black (amount < 0). */
function mix(colour: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const channels = [1, 3, 5].map((i) => parseInt(safeColour(colour).slice(i, i + 2), 16))
    .map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** White or near-black, whichever reads better on `colour`. */
function inkOn(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(safeColour(colour).slice(i, i + 2), 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b > 170 ? '#212121' : '#ffffff';
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}' role='img' aria-label='${escapeXml(label)}'>${body}</svg>`;
}

function placeIcon(icon: Illustration, x: number, y: number, size: number): string {
  return `<g transform='translate(${r1(x)} ${r1(y)}) scale(${r1((size / icon.size) * 100) / 100})'>${icon.body}</g>`;
}

function text(lines: readonly string[], x: number, y: number, size: number, attrs: string): string {
  return lines.map((line, i) => `<text x='${r1(x)}' y='${r1(y + i * size * 1.15)}' font-size='${size}' ${FONT} ${attrs}>${escapeXml(line)}</text>`).join('');
}

interface Area { x: number; y: number; w: number; h: number }
interface Shape { body: string; label: Area }

/** Crimped edge of a bag or wrapper: small teeth along a line. */
function teeth(x: number, y: number, length: number, vertical: boolean, fill: string): string {
  const n = Math.round(length / 20);
  const step = length / n;
  let d = `M${x} ${y}`;
  for (let i = 0; i < n; i += 1) d += vertical ? `l-8 ${r1(step / 2)}l8 ${r1(step / 2)}` : `l${r1(step / 2)} -8l${r1(step / 2)} 8`;
  return `<path d='${d}z' fill='${fill}'/>`;
}

/** The packaging in its colours, drawn in a 600 × 600 box, and where its label goes. */
function packaging(kind: Packaging, colour: string): Shape {
  const dark = mix(colour, -0.3);
  const light = mix(colour, 0.35);
  const shine = "fill='#ffffff' fill-opacity='.22'";
  switch (kind) {
    case 'bottle': return {
      body: `<rect x='262' y='58' width='76' height='44' rx='8' fill='${dark}'/><path d='M272 100h56v40c0 30 72 40 72 100v270q0 30-30 30h-140q-30 0-30-30v-270c0-60 72-70 72-100z' fill='${colour}'/><rect x='216' y='250' width='14' height='240' rx='7' ${shine}/>`,
      label: { x: 200, y: 290, w: 200, h: 190 },
    };
    case 'can': return {
      body: `<rect x='190' y='118' width='220' height='412' rx='24' fill='${colour}'/><ellipse cx='300' cy='122' rx='108' ry='18' fill='#cfd8dc'/><ellipse cx='300' cy='122' rx='86' ry='11' fill='#b0bec5'/><rect x='200' y='510' width='200' height='22' rx='10' fill='#b0bec5'/><rect x='206' y='160' width='14' height='330' rx='7' ${shine}/>`,
      label: { x: 190, y: 220, w: 220, h: 230 },
    };
    case 'carton': return {
      body: `<path d='M215 150l85-55 85 55z' fill='${dark}'/><path d='M385 150l30-15v390l-30 15z' fill='${dark}'/><rect x='215' y='150' width='170' height='390' fill='${colour}'/><rect x='322' y='104' width='28' height='22' rx='4' fill='#ffffff'/>`,
      label: { x: 215, y: 240, w: 170, h: 240 },
    };
    case 'bag': return {
      body: `<path d='M160 112h280l-12 200 12 208h-280l12-208z' fill='${colour}'/>${teeth(160, 112, 280, false, dark)}<rect x='160' y='500' width='280' height='20' fill='${dark}'/><path d='M180 130h24l-8 370h-24z' ${shine}/>`,
      label: { x: 182, y: 200, w: 236, h: 270 },
    };
    case 'box': return {
      body: `<path d='M160 170l40-40h280l-40 40z' fill='${light}'/><path d='M440 170l40-40v360l-40 40z' fill='${dark}'/><rect x='160' y='170' width='280' height='360' rx='4' fill='${colour}'/>`,
      label: { x: 178, y: 215, w: 244, h: 270 },
    };
    case 'jar': return {
      body: `<rect x='212' y='150' width='176' height='62' rx='12' fill='${dark}'/><rect x='192' y='200' width='216' height='332' rx='44' fill='${colour}'/><rect x='210' y='230' width='14' height='270' rx='7' ${shine}/>`,
      label: { x: 200, y: 262, w: 200, h: 220 },
    };
    case 'tub': return {
      body: `<path d='M150 252h300l-26 268q-1 14-16 14h-216q-15 0-16-14z' fill='${colour}'/><rect x='138' y='218' width='324' height='44' rx='14' fill='${dark}'/>`,
      label: { x: 178, y: 284, w: 244, h: 220 },
    };
    case 'wrapper': return {
      body: `<rect x='96' y='236' width='408' height='148' rx='6' fill='${colour}'/>${teeth(96, 236, 148, true, colour)}${teeth(512, 236, 148, true, colour)}<rect x='96' y='236' width='408' height='14' fill='${dark}'/>`,
      label: { x: 150, y: 254, w: 300, h: 118 },
    };
    case 'tray': return {
      body: `<path d='M96 418h408l-34 92q-4 10-16 10h-308q-12 0-16-10z' fill='${colour}'/><rect x='88' y='404' width='424' height='20' rx='8' fill='${dark}'/>`,
      label: { x: 150, y: 438, w: 300, h: 64 },
    };
  }
}

/** "Cerveza Cusqueña Negra Pack 6 x 330 ml" by Cusqueña → "Cerveza Negra". */
function descriptor(name: string, brand: string): string {
  const brandWords = new Set(brand.toLowerCase().split(/\s+/));
  const withoutSize = name.replace(sizeOf(name), '').replace(/\bpack\b/gi, '').trim();
  const words = withoutSize.split(/\s+/).filter((w) => !brandWords.has(w.toLowerCase()));
  return (words.length ? words : withoutSize.split(/\s+/)).join(' ');
}

function label(area: Area, p: ProductArtworkInput, icon: Illustration, colour: string): string {
  const pad = 10;
  const box = `<rect x='${area.x + pad}' y='${area.y}' width='${area.w - 2 * pad}' height='${area.h}' rx='14' fill='#ffffff'/>`;
  const size = sizeOf(p.name).replace(/^\d+ x /, '');
  const brandSize = Math.min(28, Math.floor((area.w - 30) / Math.max(6, p.brand.length * 0.62)));
  if (area.h < 130) {
    // A band (tray, wrapper): the illustration at the left, the brand and size beside it.
    const iconSize = area.h - 16;
    const x = area.x + pad + iconSize + 18;
    return `${box}${placeIcon(icon, area.x + pad + 8, area.y + 8, iconSize)}`
      + text([p.brand], x, area.y + area.h / 2 - 2, Math.min(brandSize, 26), `font-weight='700' fill='${colour}'`)
      + text([size || descriptor(p.name, p.brand)], x, area.y + area.h / 2 + 24, 18, "fill='#424242'");
  }
  const iconSize = Math.round(Math.min(area.w * 0.42, area.h * 0.36));
  const cx = area.x + area.w / 2;
  let y = area.y + 12;
  let out = `${box}${placeIcon(icon, cx - iconSize / 2, y, iconSize)}`;
  y += iconSize + brandSize + 4;
  out += text([p.brand], cx, y, brandSize, `font-weight='800' fill='${colour}' text-anchor='middle'`);
  const lines = wrap(descriptor(p.name, p.brand), Math.floor((area.w - 28) / 9.6), 2);
  out += text(lines, cx, y + 24, 17, "fill='#424242' text-anchor='middle'");
  if (size) {
    const pill = Math.max(70, size.length * 11 + 24);
    out += `<rect x='${r1(cx - pill / 2)}' y='${area.y + area.h - 38}' width='${pill}' height='28' rx='14' fill='${colour}'/>`
      + text([size], cx, area.y + area.h - 18, 16, `font-weight='700' fill='${inkOn(colour)}' text-anchor='middle'`);
  }
  return out;
}

/** The tray's food, large, under a clear lid: a tray's label is only a band. */
function trayFood(icon: Illustration): string {
  return `${placeIcon(icon, 190, 190, 220)}<path d='M104 410q196-300 392 0z' fill='#ffffff' fill-opacity='.28' stroke='#ffffff' stroke-width='4'/>`;
}

async function productUnit(p: ProductArtworkInput): Promise<string> {
  const colour = safeColour(p.brandColour);
  const kind = packagingOf({ name: p.name, categoryCode: p.categoryCode });
  const icon = await illustration(illustrationOf({ name: p.name, categoryCode: p.categoryCode }));
  const shape = packaging(kind, colour);
  return `${shape.body}${kind === 'tray' ? trayFood(icon) : ''}${label(shape.label, p, icon, colour)}`;
}

const FLOOR = "<rect width='600' height='600' fill='#ffffff'/><ellipse cx='300' cy='548' rx='190' ry='16' fill='#000000' fill-opacity='.08'/>";

/** The back label: what it is for, lines of small print, the legal warning where one applies, and a barcode. */
function backLabel(area: Area, p: ProductArtworkInput, colour: string): string {
  const food = !['limpieza', 'cuidado-personal', 'cigarrillos', 'mascotas'].includes(p.categoryCode);
  const title = food ? 'Información nutricional' : 'Modo de uso';
  const hash = fnv1a(p.sku);
  const x = area.x + 22;
  const width = area.w - 44;
  let out = `<rect x='${area.x + 8}' y='${area.y - 30}' width='${area.w - 16}' height='${area.h + 40}' rx='12' fill='#ffffff'/>`
    + text([title], x, area.y - 6, 15, `font-weight='700' fill='${colour}'`);
  const rows = area.h > 150 ? 7 : 4;
  for (let i = 0; i < rows; i += 1) {
    const y = area.y + 8 + i * 16;
    out += `<rect x='${x}' y='${y}' width='${r1(width * (0.45 + ((hash >>> i) % 5) / 10))}' height='6' rx='3' fill='#9e9e9e'/>`
      + (food ? `<rect x='${x + width - 34}' y='${y}' width='34' height='6' rx='3' fill='#bdbdbd'/>` : '');
  }
  let y = area.y + 8 + rows * 16 + 4;
  if (p.ageRestriction > 0) {
    out += text(wrap(p.categoryCode === 'cigarrillos' ? 'Fumar es dañino para la salud' : 'Prohibida su venta a menores de 18 años', 26, 2),
      x, y + 10, 11, "font-weight='700' fill='#b71c1c'");
    y += 30;
  }
  // EAN-style bars: widths from the SKU's hash, so each product's barcode is its own.
  let bars = '';
  let bx = x;
  for (let i = 0; i < 30 && bx < x + Math.min(width, 150); i += 1) {
    const w = 1 + (fnv1a(`${p.sku}:${i}`) % 3);
    if (i % 2 === 0) bars += `<rect x='${bx}' y='${y}' width='${w}' height='34' fill='#212121'/>`;
    bx += w + 1;
  }
  return out + bars;
}

/** One product image: the packshot (front), its back label, or the pack (a multipack's units, or three on a shelf). */
export async function productArtwork(p: ProductArtworkInput, view: ProductView): Promise<string> {
  const colour = safeColour(p.brandColour);
  const title = `${p.brand} – ${p.name}`;
  if (view === 'front') return svg(600, 600, title, `${FLOOR}${await productUnit(p)}`);
  if (view === 'back') {
    const kind = packagingOf({ name: p.name, categoryCode: p.categoryCode });
    const shape = packaging(kind, mix(colour, 0.15));
    const area = kind === 'tray' || kind === 'wrapper' ? { x: 150, y: 160, w: 300, h: 200 } : shape.label;
    return svg(600, 600, title, `${FLOOR}${shape.body}${backLabel(area, p, colour)}`);
  }
  const unit = `<defs><g id='u'>${await productUnit(p)}</g></defs>`;
  const units = unitsInPack(p.name);
  if (units > 1) {
    // A multipack: its units (at most six drawn) in two staggered rows, the front row lower, in a cardboard sleeve.
    const shown = Math.min(units, 6);
    const back = Math.ceil(shown / 2);
    const rows = shown > 3 ? [back, shown - back] : [shown];
    const scale = 0.6;
    const uses = rows.flatMap((count, row) => Array.from({ length: count }, (_, i) => {
      const centre = 300 + (i - (count - 1) / 2) * 135;
      return `<use href='#u' transform='translate(${r1(centre - 300 * scale)} ${row === 0 && rows.length > 1 ? 10 : 90}) scale(${scale})'/>`;
    }));
    const sleeve = `<rect x='70' y='360' width='460' height='150' rx='10' fill='${colour}'/><rect x='70' y='360' width='460' height='18' fill='${mix(colour, -0.3)}'/>`
      + text([p.brand], 300, 430, 40, `font-weight='800' fill='${inkOn(colour)}' text-anchor='middle'`)
      + text([`PACK x${units}`], 300, 478, 30, `font-weight='700' fill='${inkOn(colour)}' text-anchor='middle'`);
    return svg(600, 600, title, `${FLOOR}${unit}${uses.join('')}${sleeve}`);
  }
  const shelf = [[40, 80, 0.62], [290, 80, 0.62], [135, 40, 0.8]] as const;
  return svg(600, 600, title, `${FLOOR}${unit}${shelf.map(([x, y, s]) => `<use href='#u' transform='translate(${x} ${y}) scale(${s})'/>`).join('')}`);
}

/** Decorative light circles on a coloured background. */
function backdrop(width: number, height: number, colour: string): string {
  return `<rect width='${width}' height='${height}' fill='${colour}'/><circle cx='${width - 60}' cy='40' r='${height * 0.55}' fill='#ffffff' fill-opacity='.1'/>`
    + `<circle cx='${Math.round(width * 0.55)}' cy='${height + 30}' r='${height * 0.45}' fill='#ffffff' fill-opacity='.08'/>`;
}

/** Product units side by side in `area`, each with its quantity when more than one. */
async function productRow(products: readonly { product: ProductArtworkInput; quantity: number }[], area: Area): Promise<string> {
  const shown = products.slice(0, 4);
  const defs = await Promise.all(shown.map(async ({ product }, i) => `<g id='p${i}'>${await productUnit(product)}</g>`));
  const step = area.w / Math.max(1, shown.length);
  const scale = Math.min(area.h / 520, (step * 1.15) / 400);
  const uses = shown.map(({ quantity }, i) => {
    const x = area.x + step * i + step / 2 - 300 * scale;
    const y = area.y + area.h - 560 * scale;
    const badge = quantity > 1
      ? `<circle cx='${r1(x + 430 * scale)}' cy='${r1(y + 150 * scale)}' r='20' fill='#ffffff'/>${text([`x${quantity}`], x + 430 * scale, y + 150 * scale + 6, 17, "font-weight='800' fill='#212121' text-anchor='middle'")}`
      : '';
    return `<use href='#p${i}' transform='translate(${r1(x)} ${r1(y)}) scale(${r1(scale * 1000) / 1000})'/>${badge}`;
  });
  return `<defs>${defs.join('')}</defs>${uses.join('')}`;
}

export interface ComboArtworkInput { title: string; colour: string; products: readonly { product: ProductArtworkInput; quantity: number }[] }

/** A combo: its products together on the combo's colour, with a "COMBO" ribbon (and the name on the wide web picture). */
export async function comboArtwork(c: ComboArtworkInput, variant: ArtworkVariant): Promise<string> {
  const colour = safeColour(c.colour);
  const ink = inkOn(colour);
  const [width, height] = variant === 'web' ? [1200, 360] : [600, 400];
  const ribbon = `<rect x='24' y='24' width='132' height='40' rx='20' fill='#ffffff'/>${text(['COMBO'], 90, 51, 20, `font-weight='800' fill='${colour}' text-anchor='middle'`)}`;
  if (variant === 'web') {
    return svg(width, height, c.title, backdrop(width, height, colour) + ribbon
      + text(wrap(c.title, 20, 2), 40, 150, 50, `font-weight='800' fill='${ink}'`)
      + await productRow(c.products, { x: 560, y: 20, w: 620, h: 330 }));
  }
  return svg(width, height, c.title, backdrop(width, height, colour) + ribbon + await productRow(c.products, { x: 20, y: 70, w: 560, h: 320 }));
}

export interface BannerArtworkInput {
  title: string;
  subtitle: string;
  colour: string;
  /** Products to show (a combo banner's); without them, `icons`. */
  products?: readonly { product: ProductArtworkInput; quantity: number }[];
  icons?: readonly string[];
}

/** Up to three illustrations (a delivery scene when none are given) along the right of `area`, gently staggered. */
async function iconRow(given: readonly string[], area: Area): Promise<string> {
  const names = (given.length ? given : ['motor-scooter', 'shopping-cart', 'package']).slice(0, 3);
  const icons = await illustrations(names);
  const size = Math.min(area.h * 0.8, area.w / (names.length + 0.3));
  return names.map((name, i) => placeIcon(icons.get(name) as Illustration,
    area.x + area.w - (names.length - i) * size * 1.05, area.y + (area.h - size) / 2 + (i % 2 ? size * 0.12 : -size * 0.06), size)).join('');
}

/** A banner: title and subtitle on the banner's colour, with products or illustrations on the right. */
export async function bannerArtwork(b: BannerArtworkInput, variant: ArtworkVariant): Promise<string> {
  const colour = safeColour(b.colour);
  const ink = inkOn(colour);
  const [width, height, titleChars, size] = variant === 'web' ? [1200, 360, 22, 54] : [600, 400, 16, 40];
  const title = wrap(b.title, titleChars, 2);
  const words = text(title, 40, variant === 'web' ? 120 : 80, size, `font-weight='800' fill='${ink}'`)
    + text(wrap(b.subtitle, Math.round(titleChars * 1.5), 2), 40, (variant === 'web' ? 120 : 80) + title.length * size * 1.15 + 12, 24, `fill='${ink}' fill-opacity='.9'`);
  const art: Area = variant === 'web' ? { x: 640, y: 30, w: 540, h: 320 } : { x: 170, y: 200, w: 420, h: 195 };
  const picture = b.products?.length ? await productRow(b.products, art) : await iconRow(b.icons ?? [], art);
  return svg(width, height, b.title, backdrop(width, height, colour) + picture + words);
}

/** A category: its illustration large on a circle of its colour, two more at the sides. */
export async function categoryArtwork(c: { code: string; name: string; colour: string }): Promise<string> {
  const colour = safeColour(c.colour);
  const [main, left, right] = CATEGORY_SCENES[c.code] ?? [categoryIllustration(c.code), 'shopping-cart', 'package'];
  const icons = await illustrations([main, left, right]);
  return svg(240, 240, c.name, `<circle cx='120' cy='120' r='116' fill='${colour}'/><circle cx='120' cy='120' r='92' fill='#ffffff' fill-opacity='.9'/>`
    + placeIcon(icons.get(left) as Illustration, 34, 118, 58) + placeIcon(icons.get(right) as Illustration, 148, 118, 58)
    + placeIcon(icons.get(main) as Illustration, 62, 46, 116));
}

/** A brand: its name as a wordmark in its colour, the illustration of what it sells above it. */
export async function brandArtwork(b: { name: string; colour: string; illustration: string }): Promise<string> {
  const colour = safeColour(b.colour);
  const icon = await illustration(b.illustration);
  const lines = wrap(b.name, 12, 2);
  const size = lines.some((l) => l.length > 9) ? 22 : 27;
  return svg(200, 200, b.name, `<circle cx='100' cy='100' r='94' fill='#ffffff' stroke='${colour}' stroke-width='8'/>`
    + placeIcon(icon, 72, 28, 56)
    + text(lines, 100, lines.length > 1 ? 118 : 128, size, `font-weight='800' fill='${colour}' text-anchor='middle'`)
    + `<rect x='60' y='${lines.length > 1 ? 160 : 146}' width='80' height='6' rx='3' fill='${colour}' fill-opacity='.5'/>`);
}
