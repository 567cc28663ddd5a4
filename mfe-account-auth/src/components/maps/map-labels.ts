// Where the built-in map writes its names so that none covers another or runs off the map: each store's name beside
// its dot (above, below, right or left, the first place that is free), then the district names that still fit.
// Sizes are the map's own units (metres); a text's width is estimated from its length, on the generous side.

export interface LabelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PlacedLabel {
  text: string;
  /** The text's anchor point and alignment, as SVG <text> takes them (y is the baseline). */
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  box: LabelBox;
}

export interface LabelInput {
  text: string;
  x: number;
  y: number;
}

/** Average advance of a character in em: DejaVu Sans (Linux's default sans) is among the widest. */
const CHAR_EM = { normal: 0.6, bold: 0.66 } as const;
/** Height of a line of text in em, ascender to descender. */
const LINE_EM = 1.15;
/** Baseline below the top of that line, in em. */
const ASCENT_EM = 0.9;

function boxOf(text: string, x: number, y: number, anchor: PlacedLabel['anchor'], size: number, weight: keyof typeof CHAR_EM): LabelBox {
  const width = text.length * size * CHAR_EM[weight];
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return { left, top: y - size * ASCENT_EM, width, height: size * LINE_EM };
}

export const overlaps = (a: LabelBox, b: LabelBox): boolean =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

const inside = (box: LabelBox, frame: { width: number; height: number }): boolean =>
  box.left >= 0 && box.top >= 0 && box.left + box.width <= frame.width && box.top + box.height <= frame.height;

/**
 * The words every store name starts with ("Mi Bodega Express "), when there are several stores and each keeps a word
 * of its own: on the map the district part says which store it is, the list beside it gives the whole name.
 */
export function sharedPrefix(names: readonly string[]): string {
  if (names.length < 2) return '';
  const words = names.map((name) => name.split(' '));
  const first = words[0] as string[];
  let shared = 0;
  while (shared < first.length - 1 && words.every((w) => w.length > shared + 1 && w[shared] === first[shared])) shared += 1;
  return shared ? `${first.slice(0, shared).join(' ')} ` : '';
}

export interface MapLabels {
  stores: PlacedLabel[];
  districts: PlacedLabel[];
}

/**
 * Stores first (each must be named: with no free place it takes the first one inside the map), then each district
 * whose name fits inside the map clear of every dot and every name already written.
 */
export function placeLabels(frame: { width: number; height: number }, stores: readonly LabelInput[], districts: readonly LabelInput[],
  font: number): MapLabels {
  const storeSize = font * 1.1;
  const dotHalf = font / 2;
  const pad = font * 0.15;
  // Baselines that put the text's box just clear of its dot's box, above, below, right and left.
  const middle = storeSize * (ASCENT_EM - LINE_EM / 2);
  const dots: LabelBox[] = stores.map((s) => ({ left: s.x - dotHalf, top: s.y - dotHalf, width: font, height: font }));
  const taken: LabelBox[] = [...dots];
  const placedStores: PlacedLabel[] = [];
  for (const store of stores) {
    const candidates: Omit<PlacedLabel, 'box'>[] = [
      { text: store.text, x: store.x, y: store.y - dotHalf - pad - storeSize * (LINE_EM - ASCENT_EM), anchor: 'middle' },
      { text: store.text, x: store.x, y: store.y + dotHalf + pad + storeSize * ASCENT_EM, anchor: 'middle' },
      { text: store.text, x: store.x + dotHalf + pad, y: store.y + middle, anchor: 'start' },
      { text: store.text, x: store.x - dotHalf - pad, y: store.y + middle, anchor: 'end' },
    ];
    const boxed = candidates.map((c) => ({ ...c, box: boxOf(c.text, c.x, c.y, c.anchor, storeSize, 'bold') }));
    const fitting = boxed.filter((c) => inside(c.box, frame));
    const chosen = fitting.find((c) => !taken.some((t) => overlaps(c.box, t))) ?? fitting[0] ?? clampInto(boxed[0]!, frame);
    taken.push(chosen.box);
    placedStores.push(chosen);
  }
  const placedDistricts: PlacedLabel[] = [];
  for (const district of districts) {
    const box = boxOf(district.text, district.x, district.y, 'middle', font, 'normal');
    if (!inside(box, frame) || taken.some((t) => overlaps(box, t))) continue;
    taken.push(box);
    placedDistricts.push({ ...district, anchor: 'middle', box });
  }
  return { stores: placedStores, districts: placedDistricts };
}

/** A label moved sideways (and down from the top edge) until it is inside the map, when no place of its own fits. */
function clampInto(label: PlacedLabel, frame: { width: number; height: number }): PlacedLabel {
  const dx = Math.max(0, -label.box.left) - Math.max(0, label.box.left + label.box.width - frame.width);
  const dy = Math.max(0, -label.box.top);
  return { ...label, x: label.x + dx, y: label.y + dy, box: { ...label.box, left: label.box.left + dx, top: label.box.top + dy } };
}
