// What a product's packshot shows: its packaging (bottle, can, carton, bag, box, jar, tub, tray, wrapper) and the
// illustration on its label, read from its Spanish name, its category and its size.

export type Packaging = 'bottle' | 'can' | 'carton' | 'bag' | 'box' | 'jar' | 'tub' | 'tray' | 'wrapper';

export interface PackshotSubject {
  /** Spanish name, as sold in Peru ("Cerveza Cusqueña Negra Pack 6 x 330 ml"). */
  name: string;
  categoryCode: string;
}

/** First matching rule wins; `[pattern on the unaccented lowercase name, value]`. */
type Rules<T> = readonly (readonly [RegExp, T])[];

const PACKAGING: Rules<Packaging> = [
  [/botella|vino|pisco|\bron\b|whisky|vodka|smirnoff ice|aceite|shampoo|suavizante|quitamanchas|liquido|limpiatodo|limpiador|lejia|gatorade|agua|yogurt bebible/, 'bottle'],
  [/nectar|refresco|leche uht|leche sin lactosa/, 'carton'],
  [/leche evaporada|atun|caballa|alimento humedo|volt|desodorante .*ml/, 'can'],
  [/helado (de|frio)|yogurt griego|mantequilla con sal|lavavajillas|crema nivea/, 'tub'],
  [/mayonesa|manjar|cafe instantaneo|crema de aji|mostaza|ketchup|salsa de tomate/, 'jar'],
  [/cono|paleta|marciano|chocolate|wafer|jabon de lavar/, 'wrapper'],
  [/cigarrillos|encendedor|paneton|alfajores|keke|bombones|galletas|pasta dental|cepillo|hilo dental|jabon|esponja|tequenos|pizza|desodorante/, 'box'],
  [/huevos|queso|tamal|papa rellena|chaufa|sandwich|hot dog|pan con|empanada|aji de gallina|lomo|causa|ensalada|cafe americano/, 'tray'],
];

const CATEGORY_PACKAGING: Readonly<Record<string, Packaging>> = {
  'bebidas': 'bottle', 'cervezas': 'can', 'vinos-licores': 'bottle', 'cigarrillos': 'box', 'snacks-golosinas': 'bag',
  'lacteos-huevos': 'carton', 'panaderia': 'bag', 'abarrotes': 'bag', 'comida-lista': 'tray', 'limpieza': 'bottle',
  'cuidado-personal': 'box', 'helados': 'tub', 'frutas-verduras': 'tray', 'mascotas': 'bag',
};

/** Fluent Emoji Flat names (illustrations.ts), by what the name says. */
const ILLUSTRATION: Rules<string> = [
  [/cerveza/, 'beer-mug'], [/vino/, 'wine-glass'], [/pisco|\bron\b|whisky|vodka/, 'tumbler-glass'], [/smirnoff ice|limon|lejia/, 'lemon'],
  [/mango/, 'mango'], [/durazno/, 'peach'], [/naranja|mandarina|cifrut/, 'tangerine'], [/chicha morada/, 'grapes'],
  [/gatorade|volt/, 'high-voltage'], [/gaseosa/, 'cup-with-straw'], [/agua/, 'droplet'],
  [/fresa/, 'strawberry'], [/lucuma|camote/, 'roasted-sweet-potato'], [/leche|yogurt/, 'glass-of-milk'], [/tequenos|queso/, 'cheese-wedge'],
  [/huevos/, 'egg'], [/mantequilla|cachito|croissant/, 'croissant'], [/manjar/, 'honey-pot'], [/alfajores|galletas/, 'cookie'],
  [/keke|paneton/, 'shortcake'], [/hot dog/, 'hot-dog'], [/\bpan\b|tostadas/, 'bread'], [/chaufa|arroz/, 'cooked-rice'],
  [/quinua|lentejas|frejol|habas/, 'beans'], [/salsa de tomate|ketchup|tomate/, 'tomato'], [/aji|mostaza/, 'hot-pepper'],
  [/spaghetti|fettuccine|fideos/, 'spaghetti'], [/atun|caballa|pescado/, 'fish'], [/cafe/, 'hot-beverage'], [/sal de mesa|azucar/, 'salt'],
  [/avena/, 'bowl-with-spoon'], [/mayonesa/, 'egg'], [/aceite/, 'olive'], [/tamal/, 'tamale'], [/papa|chips|lay's|piqueo/, 'potato'],
  [/ensalada/, 'green-salad'], [/sandwich|chicharron/, 'sandwich'], [/empanada/, 'stuffed-flatbread'], [/gallina|pollo/, 'poultry-leg'],
  [/lomo/, 'cut-of-meat'], [/causa|palta/, 'avocado'], [/pizza/, 'pizza'], [/detergente|suavizante|quitamanchas|shampoo/, 'bubbles'],
  [/jabon/, 'soap'], [/lavavajillas|esponja/, 'sponge'], [/limpiatodo|limpiador/, 'sparkles'], [/papel higienico/, 'roll-of-paper'],
  [/dental/, 'toothbrush'], [/panales/, 'baby-bottle'], [/crema/, 'lotion-bottle'], [/desodorante/, 'sparkles'],
  [/toallas/, 'cherry-blossom'], [/paleta|marciano/, 'shaved-ice'], [/cono|bombones/, 'soft-ice-cream'], [/helado/, 'ice-cream'],
  [/chocolate|wafer/, 'chocolate-bar'], [/chupetines/, 'lollipop'], [/caramelos/, 'candy'], [/mani/, 'peanuts'], [/chifles|platano/, 'banana'],
  [/zanahoria/, 'carrot'], [/culantro/, 'herb'], [/cebolla/, 'onion'], [/manzana/, 'red-apple'], [/perro|dentastix/, 'dog-face'],
  [/gato/, 'cat-face'], [/cigarrillos/, 'cigarette'], [/encendedor/, 'fire'],
];

const CATEGORY_ILLUSTRATION: Readonly<Record<string, string>> = {
  'bebidas': 'cup-with-straw', 'cervezas': 'beer-mug', 'vinos-licores': 'wine-glass', 'cigarrillos': 'cigarette',
  'snacks-golosinas': 'popcorn', 'lacteos-huevos': 'glass-of-milk', 'panaderia': 'bread', 'abarrotes': 'cooked-rice',
  'comida-lista': 'pot-of-food', 'limpieza': 'bubbles', 'cuidado-personal': 'lotion-bottle', 'helados': 'ice-cream',
  'frutas-verduras': 'red-apple', 'mascotas': 'paw-prints',
};

/** Three illustrations for a category's own picture and its banners. */
export const CATEGORY_SCENES: Readonly<Record<string, readonly [string, string, string]>> = {
  'bebidas': ['cup-with-straw', 'droplet', 'tangerine'], 'cervezas': ['beer-mug', 'clinking-beer-mugs', 'popcorn'],
  'vinos-licores': ['wine-glass', 'bottle-with-popping-cork', 'grapes'], 'cigarrillos': ['cigarette', 'fire', 'package'],
  'snacks-golosinas': ['popcorn', 'chocolate-bar', 'lollipop'], 'lacteos-huevos': ['glass-of-milk', 'cheese-wedge', 'egg'],
  'panaderia': ['bread', 'croissant', 'baguette-bread'], 'abarrotes': ['cooked-rice', 'spaghetti', 'canned-food'],
  'comida-lista': ['pot-of-food', 'sandwich', 'tamale'], 'limpieza': ['bubbles', 'sponge', 'sparkles'],
  'cuidado-personal': ['lotion-bottle', 'toothbrush', 'soap'], 'helados': ['ice-cream', 'soft-ice-cream', 'shaved-ice'],
  'frutas-verduras': ['red-apple', 'banana', 'avocado'], 'mascotas': ['dog-face', 'cat-face', 'bone'],
};

const plain = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function firstMatch<T>(rules: Rules<T>, name: string): T | undefined {
  return rules.find(([pattern]) => pattern.test(name))?.[1];
}

export function packagingOf(subject: PackshotSubject): Packaging {
  return firstMatch(PACKAGING, plain(subject.name)) ?? CATEGORY_PACKAGING[subject.categoryCode] ?? 'box';
}

export function illustrationOf(subject: PackshotSubject): string {
  return firstMatch(ILLUSTRATION, plain(subject.name)) ?? CATEGORY_ILLUSTRATION[subject.categoryCode] ?? 'shopping-cart';
}

export function categoryIllustration(categoryCode: string): string {
  return CATEGORY_ILLUSTRATION[categoryCode] ?? 'shopping-cart';
}

/** Every illustration the rules may name (the tests check each exists in the set). */
export function allIllustrationNames(): string[] {
  return [...new Set([...ILLUSTRATION.map(([, name]) => name), ...Object.values(CATEGORY_ILLUSTRATION),
    ...Object.values(CATEGORY_SCENES).flat(), 'shopping-cart', 'motor-scooter', 'package'])];
}

/** "Pack 6 x 330 ml" → 6 units; a single item → 1. */
export function unitsInPack(name: string): number {
  const match = /\bpack (?:of )?(\d+) x /i.exec(name);
  return match ? Number(match[1]) : 1;
}

/** The size as printed on the label: "330 ml", "1,5 L", "6 x 330 ml", "24 unid."; '' when the name has none. */
export function sizeOf(name: string): string {
  const match = /((?:\d+ x )?\d+(?:[.,]\d+)? (?:ml|L|g|kg|unid\.))$/.exec(name);
  return match?.[1] ?? '';
}
