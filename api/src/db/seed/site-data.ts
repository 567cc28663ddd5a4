// Demo reference data besides the catalogue: languages, roles, the country, stores, demo customers and their reviews.

export const LANGUAGES = [
  { language_id: 1, code: 'es', name: 'Español' },
  { language_id: 2, code: 'en', name: 'English' },
] as const;

export const ROLES = [
  { role_id: 1, role_name: 'USER' },
  { role_id: 2, role_name: 'WEB_GUEST_USER' },
] as const;

export const COUNTRIES = [{
  country_id: 'PE', country_name: 'Perú', country_code: '+51', flag_img_url: '/api/v1/images/flags/PE.svg', currency: 'PEN',
  currency_symbol: 'S/', timezone: 'America/Lima', default_language_id: 1, names: { es: 'Perú', en: 'Peru' },
}] as const;

/** The support line shown on the support page and in the footer pop-up. */
export const SUPPORT_PHONE = { e164: '+5116150000', display: '(01) 615-0000' } as const;
export const SUPPORT_EMAIL = 'ayuda@bodegaexpress.pe';
export const SHOP_NAME = 'Mi Bodega Express';

const hours = (h: number, m = 0): number => (h * 60 + m) * 60_000;

export const STORES = [
  {
    code: 'lima-miraflores', name: 'Mi Bodega Express Miraflores', address: 'Av. José Larco 812, Miraflores, Lima',
    latitude: -12.1236, longitude: -77.0293, delivery_radius_m: 3500, from: hours(7), to: hours(23),
    online: true, delivering: true, schedule: true, minimum: 20, shipping: 4.9, service: 1, freeOver: 80, phone: '+5116150001',
    cash: true, pinpaid: true,
    offlineEs: null, offlineEn: null,
  },
  {
    code: 'lima-san-isidro', name: 'Mi Bodega Express San Isidro', address: 'Av. Conquistadores 950, San Isidro, Lima',
    latitude: -12.1031, longitude: -77.0352, delivery_radius_m: 3000, from: hours(6), to: hours(24),
    online: true, delivering: true, schedule: false, minimum: 25, shipping: 5.9, service: 1, freeOver: 100, phone: '+5116150002',
    // No card terminal at San Isidro: its shoppers pay in cash.
    cash: true, pinpaid: false,
    offlineEs: null, offlineEn: null,
  },
  {
    code: 'lima-surco', name: 'Mi Bodega Express Surco', address: 'Av. Primavera 1150, Santiago de Surco, Lima',
    latitude: -12.1108, longitude: -76.9889, delivery_radius_m: 4000, from: hours(8), to: hours(22),
    online: false, delivering: false, schedule: true, minimum: 20, shipping: 4.9, service: 1.5, freeOver: 90, phone: '+5116150003',
    cash: true, pinpaid: true,
    offlineEs: 'Nuestra tienda de Surco está cerrada temporalmente por inventario. Puedes programar tu pedido para otro día.',
    offlineEn: 'Our Surco store is temporarily closed for stocktaking. You can schedule your order for another day.',
  },
] as const;

export const DEMO_USERS = [
  { phone: '987654321', first: 'María', last: 'Quispe', email: 'maria.quispe@example.pe', lang: 'es', idType: 'DNI', idNumber: '45871236', dob: '1990-04-12' },
  { phone: '912345678', first: 'José', last: 'Rodríguez', email: 'jose.rodriguez@example.pe', lang: 'es', idType: 'DNI', idNumber: '40125896', dob: '1985-09-30' },
  { phone: '923456789', first: 'Lucía', last: 'Fernández', email: 'lucia.fernandez@example.pe', lang: 'es', idType: 'DNI', idNumber: '72014589', dob: '1998-01-21' },
  { phone: '934567890', first: 'Carlos', last: 'Huamán', email: 'carlos.huaman@example.pe', lang: 'es', idType: 'DNI', idNumber: '43365214', dob: '1979-06-05' },
  { phone: '945678901', first: 'Ana', last: 'Torres', email: 'ana.torres@example.pe', lang: 'es', idType: 'DNI', idNumber: '70451236', dob: '2001-11-17' },
  { phone: '956789012', first: 'Daniel', last: 'Smith', email: 'daniel.smith@example.com', lang: 'en', idType: 'Carnet de Extranjeria', idNumber: '001234567890', dob: '1988-03-08' },
] as const;

/** Review texts by star rating, per language. */
export const REVIEW_TEXTS: Record<number, { es: readonly (readonly [string, string])[]; en: readonly (readonly [string, string])[] }> = {
  5: {
    es: [['¡Excelente!', 'Llegó rápido y en perfecto estado. Lo vuelvo a pedir sin duda.'], ['Muy recomendable', 'La calidad de siempre y a buen precio. El repartidor fue muy amable.'], ['Perfecto', 'Justo lo que necesitaba, bien frío y a tiempo.']],
    en: [['Excellent!', 'Arrived quickly and in perfect condition. Will order again.'], ['Highly recommended', 'Same great quality as always, at a good price.']],
  },
  4: {
    es: [['Muy bueno', 'Buen producto, aunque el empaque llegó un poco golpeado.'], ['Bien', 'Cumple lo que promete. La entrega tardó unos minutos más de lo esperado.']],
    en: [['Very good', 'Good product, although the packaging was slightly dented.'], ['Good', 'Does what it says. Delivery took a few minutes longer than expected.']],
  },
  3: {
    es: [['Regular', 'Está bien, pero en otras tiendas lo encuentro más barato.'], ['Aceptable', 'Nada especial; cumple para salir del apuro.']],
    en: [['Average', 'It is fine, but I find it cheaper elsewhere.'], ['Acceptable', 'Nothing special; fine in a pinch.']],
  },
  2: {
    es: [['Podría mejorar', 'El producto llegó tibio; esperaba que estuviera más frío.']],
    en: [['Could be better', 'It arrived lukewarm; I expected it to be colder.']],
  },
  1: {
    es: [['No me gustó', 'La fecha de vencimiento estaba muy próxima. Espero que lo revisen.']],
    en: [['Did not like it', 'The best-before date was very close. Please check your stock.']],
  },
};

/** Rating distribution: mostly happy shoppers, a few critical ones. */
export const RATING_PATTERN = [5, 4, 5, 3, 5, 4, 2, 5, 4, 1, 5, 3] as const;
