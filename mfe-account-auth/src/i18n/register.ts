// Adds the 'account' texts to the page's one i18next instance when any exposed module loads (each language its own chunk).
// The header's pieces (location chip, account menu) have a namespace of their own: they are on every page, and a
// server-rendered page hands over the texts of each namespace it used, so the header brings only its own few.
import { addNamespace } from '@shop/shared/i18n';

export const NAMESPACE = 'account';
export const HEADER_NAMESPACE = 'account-header';

addNamespace(NAMESPACE, { es: () => import('./es.json'), en: () => import('./en.json') });
addNamespace(HEADER_NAMESPACE, { es: () => import('./header/es.json'), en: () => import('./header/en.json') });
