// Demo combos, banners and promo codes, referring to products by SKU and categories by code.

export type Bilingual = { es: string; en: string };

export interface NormalComboSeed {
  code: string; type: 'normal'; name: Bilingual; description: Bilingual; colour: string;
  products: readonly (readonly [sku: string, quantity: number])[];
}
export interface ListComboSeed {
  code: string; type: 'list'; name: Bilingual; description: Bilingual; colour: string;
  lists: readonly { code: string; name: Bilingual; quantity: number; alternatives: readonly string[] }[];
}
export type ComboSeed = NormalComboSeed | ListComboSeed;

export const COMBOS: readonly ComboSeed[] = [
  {
    code: 'combo-parrillero', type: 'normal', colour: '#bf360c',
    name: { es: 'Combo Parrillero', en: 'Barbecue Combo' },
    description: { es: '<p>Todo para la parrilla del domingo: un six pack de <strong>Pilsen Callao</strong>, Inca Kola de 1,5 L y papas Lay\'s para picar.</p>', en: '<p>Everything for a Sunday barbecue: a six-pack of <strong>Pilsen Callao</strong>, a 1.5 L Inca Kola and Lay\'s chips to snack on.</p>' },
    products: [['cerveza-pilsen-callao-6-x-355-ml', 1], ['gaseosa-inca-kola-1-5-l', 1], ['papas-lay-s-clasicas-150-g', 1]],
  },
  {
    code: 'combo-desayuno', type: 'normal', colour: '#f9a825',
    name: { es: 'Combo Desayuno', en: 'Breakfast Combo' },
    description: { es: '<p>Arranca el día con leche Gloria, pan de molde Bimbo, huevos La Calera y mantequilla Laive.</p>', en: '<p>Start the day with Gloria milk, Bimbo sandwich bread, La Calera eggs and Laive butter.</p>' },
    products: [['leche-uht-entera-gloria-1-l', 1], ['pan-de-molde-blanco-bimbo-600-g', 1], ['huevos-pardos-la-calera-15-u', 1], ['mantequilla-con-sal-laive-200-g', 1]],
  },
  {
    code: 'combo-lonchera', type: 'normal', colour: '#43a047',
    name: { es: 'Combo Lonchera', en: 'Lunch Box Combo' },
    description: { es: '<p>Dos días de lonchera resueltos: yogurt, néctar y wafer para el recreo.</p>', en: '<p>Two days of school snacks sorted: yogurt, nectar and a wafer for break time.</p>' },
    products: [['yogurt-bebible-gloria-fresa-180-g', 2], ['nectar-de-durazno-frugos-235-ml', 2], ['wafer-cua-cua-chocolate-22-g', 2]],
  },
  {
    code: 'combo-noche-de-pelicula', type: 'normal', colour: '#283593',
    name: { es: 'Combo Noche de Película', en: 'Movie Night Combo' },
    description: { es: '<p>Coca-Cola de 1,5 L, piqueo y chocolates para ver tu película favorita.</p>', en: '<p>A 1.5 L Coca-Cola, snack mix and chocolates for your favourite film.</p>' },
    products: [['gaseosa-coca-cola-1-5-l', 1], ['piqueo-snax-lay-s-45-g', 2], ['chocolate-sublime-clasico-30-g', 3]],
  },
  {
    code: 'combo-limpieza', type: 'normal', colour: '#00838f',
    name: { es: 'Combo Limpieza Total', en: 'Deep Clean Combo' },
    description: { es: '<p>Detergente Ariel, lejía Clorox, lavavajillas Sapolio y esponjas Scotch-Brite.</p>', en: '<p>Ariel detergent, Clorox bleach, Sapolio dishwashing paste and Scotch-Brite sponges.</p>' },
    products: [['detergente-en-polvo-ariel-750-g', 1], ['lejia-clorox-original-1-l', 1], ['lavavajillas-en-pasta-sapolio-limon-500-g', 1], ['esponja-multiuso-scotch-brite-3-u', 1]],
  },
  {
    code: 'combo-arma-tu-chela', type: 'list', colour: '#f57f17',
    name: { es: 'Arma tu Combo Chelero', en: 'Build Your Beer Combo' },
    description: { es: '<p>Elige tu six pack favorito y el piqueo que lo acompaña.</p>', en: '<p>Pick your favourite six-pack and the snack to go with it.</p>' },
    lists: [
      { code: 'chela-cerveza', name: { es: 'Elige tu cerveza', en: 'Choose your beer' }, quantity: 1,
        alternatives: ['cerveza-pilsen-callao-6-x-355-ml', 'cerveza-cristal-6-x-355-ml', 'cerveza-cusquena-dorada-6-x-330-ml'] },
      { code: 'chela-piqueo', name: { es: 'Elige tu piqueo', en: 'Choose your snack' }, quantity: 1,
        alternatives: ['papas-lay-s-clasicas-150-g', 'papas-nativas-inka-chips-140-g', 'mani-salado-karinto-90-g'] },
    ],
  },
  {
    code: 'combo-duo-helado', type: 'list', colour: '#0277bd',
    name: { es: 'Dúo Helado', en: 'Ice Cream Duo' },
    description: { es: '<p>Dos helados de litro a elección para compartir en familia.</p>', en: '<p>Two one-litre tubs of your choice to share with the family.</p>' },
    lists: [
      { code: 'duo-primero', name: { es: 'Primer helado', en: 'First tub' }, quantity: 1,
        alternatives: ['helado-frio-rico-vainilla-d-onofrio-1-l', 'helado-de-lucuma-d-onofrio-1-l', 'helado-de-chocolate-sayon-1-l'] },
      { code: 'duo-segundo', name: { es: 'Segundo helado', en: 'Second tub' }, quantity: 1,
        alternatives: ['helado-de-fresa-pinguino-1-l', 'helado-frio-rico-fresa-d-onofrio-1-l', 'helado-de-vainilla-sayon-1-l'] },
    ],
  },
  {
    code: 'combo-almuerzo-express', type: 'list', colour: '#d84315',
    name: { es: 'Almuerzo Express', en: 'Express Lunch' },
    description: { es: '<p>Un plato criollo recién hecho con la bebida que prefieras.</p>', en: '<p>A freshly made Peruvian dish with the drink of your choice.</p>' },
    lists: [
      { code: 'almuerzo-plato', name: { es: 'Elige tu plato', en: 'Choose your dish' }, quantity: 1,
        alternatives: ['lomo-saltado-1-u', 'aji-de-gallina-1-u', 'arroz-chaufa-de-pollo-1-u'] },
      { code: 'almuerzo-bebida', name: { es: 'Elige tu bebida', en: 'Choose your drink' }, quantity: 1,
        alternatives: ['gaseosa-inca-kola-500-ml', 'gaseosa-coca-cola-500-ml', 'refresco-de-chicha-morada-gloria-1-l'] },
    ],
  },
];

export interface BannerSeed {
  code: string; type: 'BANNERHOME' | 'POPUP'; applicableOn: 'COMBOOFFER' | 'CATEGORY' | null;
  combos?: readonly string[]; category?: string; name: Bilingual; description: Bilingual; colour: string; sortOrder: number;
  /** SKUs the banner's page lists, in this order (banner_products; a CATEGORY banner lists its category instead). */
  products?: readonly string[];
}

export const BANNERS: readonly BannerSeed[] = [
  { code: 'home-combo-parrillero', type: 'BANNERHOME', applicableOn: 'COMBOOFFER', combos: ['combo-parrillero'], colour: '#bf360c', sortOrder: 1,
    name: { es: 'Combo Parrillero', en: 'Barbecue Combo' }, description: { es: 'Todo para tu parrilla con 15% de ahorro', en: 'Everything for your barbecue, 15% off' } },
  { code: 'home-combos-finde', type: 'BANNERHOME', applicableOn: 'COMBOOFFER', combos: ['combo-noche-de-pelicula', 'combo-arma-tu-chela', 'combo-duo-helado'], colour: '#283593', sortOrder: 2,
    name: { es: 'Combos de Fin de Semana', en: 'Weekend Combos' }, description: { es: 'Planes para el finde desde S/ 15', en: 'Weekend plans from S/ 15' } },
  { code: 'home-helados', type: 'BANNERHOME', applicableOn: 'CATEGORY', category: 'helados', colour: '#0277bd', sortOrder: 3,
    name: { es: 'Temporada de Helados', en: 'Ice Cream Season' }, description: { es: 'Refréscate con los helados de siempre', en: 'Cool down with your favourite ice creams' } },
  { code: 'home-delivery-30', type: 'BANNERHOME', applicableOn: null, colour: '#2e7d32', sortOrder: 4,
    products: ['leche-uht-entera-gloria-1-l', 'pan-de-molde-blanco-bimbo-600-g', 'huevos-pardos-la-calera-15-u', 'mantequilla-con-sal-laive-200-g',
      'gaseosa-inca-kola-1-5-l', 'gaseosa-inca-kola-500-ml', 'gaseosa-coca-cola-500-ml', 'refresco-de-chicha-morada-gloria-1-l', 'papas-lay-s-clasicas-150-g'],
    name: { es: 'Delivery en 30 minutos', en: 'Delivery in 30 minutes' }, description: { es: 'Tu bodega de confianza, ahora en la puerta de tu casa', en: 'Your trusted corner store, now at your door' } },
  { code: 'popup-desayuno', type: 'POPUP', applicableOn: 'COMBOOFFER', combos: ['combo-desayuno'], colour: '#f9a825', sortOrder: 1,
    name: { es: 'Desayuno Listo', en: 'Breakfast Ready' }, description: { es: 'Pide el Combo Desayuno y empieza bien el día', en: 'Order the Breakfast Combo and start the day right' } },
  { code: 'popup-frutas', type: 'POPUP', applicableOn: 'CATEGORY', category: 'frutas-verduras', colour: '#558b2f', sortOrder: 2,
    name: { es: 'Frutas Frescas', en: 'Fresh Fruit' }, description: { es: 'Frutas y verduras seleccionadas cada mañana', en: 'Fruit and vegetables picked every morning' } },
];

export interface PromoSeed {
  code: string; type: 'PERCENTAGE' | 'FIXED'; value: number; maxDiscount: number | null; minimum: number;
  start: string; end: string; perCustomer: number; description: Bilingual;
}

export const PROMOS: readonly PromoSeed[] = [
  { code: 'BIENVENIDO10', type: 'PERCENTAGE', value: 10, maxDiscount: 15, minimum: 30, start: '2024-01-01T05:00:00Z', end: '2030-12-31T04:59:59Z', perCustomer: 1,
    description: { es: '10% de descuento en tu primera compra (máximo S/ 15).', en: '10% off your first order (up to S/ 15).' } },
  { code: 'DELIVERYGRATIS', type: 'FIXED', value: 5, maxDiscount: null, minimum: 40, start: '2024-01-01T05:00:00Z', end: '2030-12-31T04:59:59Z', perCustomer: 3,
    description: { es: 'S/ 5 de descuento para cubrir tu delivery en compras desde S/ 40.', en: 'S/ 5 off to cover delivery on orders from S/ 40.' } },
  { code: 'VERANO15', type: 'PERCENTAGE', value: 15, maxDiscount: 20, minimum: 60, start: '2024-01-01T05:00:00Z', end: '2030-03-31T04:59:59Z', perCustomer: 2,
    description: { es: '15% de descuento en compras desde S/ 60 (máximo S/ 20).', en: '15% off orders from S/ 60 (up to S/ 20).' } },
  { code: 'CHELA5', type: 'FIXED', value: 5, maxDiscount: null, minimum: 50, start: '2024-01-01T05:00:00Z', end: '2030-12-31T04:59:59Z', perCustomer: 5,
    description: { es: 'S/ 5 de descuento en compras desde S/ 50.', en: 'S/ 5 off orders from S/ 50.' } },
  { code: 'FINDE20', type: 'PERCENTAGE', value: 20, maxDiscount: 30, minimum: 100, start: '2024-01-01T05:00:00Z', end: '2030-12-31T04:59:59Z', perCustomer: 1,
    description: { es: '20% de descuento en compras desde S/ 100 (máximo S/ 30).', en: '20% off orders from S/ 100 (up to S/ 30).' } },
  { code: 'NAVIDAD2023', type: 'PERCENTAGE', value: 12, maxDiscount: 25, minimum: 50, start: '2023-12-01T05:00:00Z', end: '2023-12-26T04:59:59Z', perCustomer: 1,
    description: { es: 'Promoción navideña 2023 (vencida).', en: 'Christmas 2023 promotion (expired).' } },
];
