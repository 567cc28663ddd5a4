// Adds the 'cart' texts to the page's one i18next instance when any exposed module loads (each language its own chunk).
// The header's pieces (cart button, phone cart bar) have a namespace of their own: they are on every page, and a
// server-rendered page hands over the texts of each namespace it used, so the header brings only its own few.
import { addNamespace } from '@shop/shared/i18n';

export const NAMESPACE = 'cart';
export const HEADER_NAMESPACE = 'cart-header';

addNamespace(NAMESPACE, { es: () => import('./es.json'), en: () => import('./en.json') });
addNamespace(HEADER_NAMESPACE, { es: () => import('./header/es.json'), en: () => import('./header/en.json') });
