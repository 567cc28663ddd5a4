// Messages of the products module (es default, en). Keys are unique across catalogues.
// (error.product.notFound lives in the cart catalogue, which needed it first; the products routes reuse it.)
export const es = {
  'error.category.notFound': 'Esa categoría no existe o ya no está disponible.',
  'error.brand.notFound': 'Esa marca no existe o ya no está disponible.',
} as const;

export const en: Record<keyof typeof es, string> = {
  'error.category.notFound': 'That category does not exist or is no longer available.',
  'error.brand.notFound': 'That brand does not exist or is no longer available.',
};
