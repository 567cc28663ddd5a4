// Adds the 'account' texts to the page's one i18next instance when any exposed module loads (each language its own chunk).
import { addNamespace } from '@shop/shared/i18n';

export const NAMESPACE = 'account';

addNamespace(NAMESPACE, { es: () => import('./es.json'), en: () => import('./en.json') });
