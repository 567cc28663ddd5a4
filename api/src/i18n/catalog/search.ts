// Messages of the search module (es default, en). Keys are unique across catalogues.
import { MAX_SEARCH_LENGTH } from '../../modules/search/limits.js';

export const es = {
  'error.search.textRequired': 'Escribe el nombre, la marca o la categoría del producto que buscas.',
  'error.search.textTooLong': `La búsqueda puede tener como máximo ${MAX_SEARCH_LENGTH} caracteres.`,
  'error.search.tooMany': 'Hiciste muchas búsquedas seguidas. Espera {seconds} segundos e inténtalo de nuevo.',
} as const;

export const en: Record<keyof typeof es, string> = {
  'error.search.textRequired': 'Type the name, brand or category of the product you are looking for.',
  'error.search.textTooLong': `A search can be at most ${MAX_SEARCH_LENGTH} characters long.`,
  'error.search.tooMany': 'You searched many times in a row. Please wait {seconds} seconds and try again.',
};
