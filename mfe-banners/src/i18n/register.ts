// Adds the 'banners' texts to the page's one i18next instance when any exposed module loads.
import { addNamespace } from '@shop/shared/i18n';
import es from './es.json';
import en from './en.json';

export const NAMESPACE = 'banners';

addNamespace(NAMESPACE, { es, en });
