// Messages of the banners module (es default, en). Keys are unique across catalogues.
export const es = {
  'error.banner.notFound': 'El banner no existe o ya no está vigente.',
  'error.banner.limitTooHigh': 'Para este tipo de banner se pueden pedir como máximo {max}.',
  'error.banner.idMismatch': 'El banner del cuerpo no coincide con el de la ruta.',
  'error.banner.notYourUser': 'Solo puedes registrar las vistas de tu propio usuario.',
} as const;

export const en: Record<keyof typeof es, string> = {
  'error.banner.notFound': 'This banner does not exist or is no longer running.',
  'error.banner.limitTooHigh': 'At most {max} can be requested for this banner type.',
  'error.banner.idMismatch': 'The banner in the body does not match the one in the path.',
  'error.banner.notYourUser': 'You can only record views for your own user.',
};
