// Translated API messages (es default, en): error identifiers map to text with {placeholders}.
// Each module keeps its own catalogue in ./catalog; this file joins them and checks they do not overlap.
import * as core from './catalog/core.js';
import * as auth from './catalog/auth.js';
import * as addresses from './catalog/addresses.js';
import * as cart from './catalog/cart.js';
import * as products from './catalog/products.js';
import * as search from './catalog/search.js';
import * as combos from './catalog/combos.js';
import * as reviews from './catalog/reviews.js';
import * as claims from './catalog/claims.js';
import * as checkout from './catalog/checkout.js';
import * as orders from './catalog/orders.js';
import * as banners from './catalog/banners.js';
import * as compliance from './catalog/compliance.js';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
/** Numeric language ids as stored in the languages table. */
export const LANGUAGE_IDS: Record<Language, number> = { es: 1, en: 2 };

const CATALOGUES = { core, auth, addresses, cart, products, search, combos, reviews, claims, checkout, orders, banners, compliance } as const;
type Catalogue = (typeof CATALOGUES)[keyof typeof CATALOGUES];

export type MessageKey = { [C in keyof typeof CATALOGUES]: keyof (typeof CATALOGUES)[C]['es'] }[keyof typeof CATALOGUES];

function join(language: Language): Record<MessageKey, string> {
  const all: Record<string, string> = {};
  for (const [name, catalogue] of Object.entries(CATALOGUES) as [string, Catalogue][]) {
    for (const [key, text] of Object.entries(catalogue[language] as Record<string, string>)) {
      if (Object.hasOwn(all, key)) throw new Error(`message key ${key} is defined twice (second time in catalog/${name})`);
      all[key] = text;
    }
  }
  return all as Record<MessageKey, string>;
}

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { es: join('es'), en: join('en') };

export type MessageParams = Record<string, string | number>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES.es, key);
}

export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
