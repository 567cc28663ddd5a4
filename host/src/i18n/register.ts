// Adds the shell's 'host' texts to the page's one i18next instance (each language its own chunk).
import { addNamespace } from '@shop/shared/i18n';

export const HOST_NAMESPACE = 'host';

addNamespace(HOST_NAMESPACE, { es: () => import('./es.json'), en: () => import('./en.json') });
