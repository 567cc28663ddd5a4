// Demo static pages (about us, FAQ, terms, privacy, licence, support) in Spanish and English, as HTML fragments.
import { SHOP_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from './site-data.js';

export interface StaticPageSeed { key: string; title: { es: string; en: string }; html: { es: string; en: string } }

const phoneLink = `<a href="tel:${SUPPORT_PHONE.e164}">${SUPPORT_PHONE.display}</a>`;
const mailLink = `<a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>`;

export const STATIC_PAGES: readonly StaticPageSeed[] = [
  {
    key: 'aboutUs',
    title: { es: 'Nosotros', en: 'About us' },
    html: {
      es: `<h1>Nosotros</h1>
<p>${SHOP_NAME} nació en Lima con una idea sencilla: que la bodega de la esquina llegue a tu puerta. Reunimos lo que compras todos los días —bebidas, abarrotes, lácteos, panadería, limpieza y comida lista— y lo entregamos en minutos desde nuestras tiendas de Miraflores, San Isidro y Surco.</p>
<h2>Cómo trabajamos</h2>
<ul><li>Preparamos tu pedido en la tienda más cercana a tu dirección.</li><li>Los productos fríos viajan en bolsas térmicas.</li><li>Puedes pagar en efectivo o con tarjeta mediante POS al recibir tu pedido.</li></ul>
<h2>Nuestro compromiso</h2>
<p>Precios claros en soles, comprobante electrónico (boleta o factura) en cada compra y atención cercana cuando la necesites.</p>`,
      en: `<h1>About us</h1>
<p>${SHOP_NAME} was born in Lima with a simple idea: bring the corner store to your door. We stock what you buy every day — drinks, groceries, dairy, bakery, cleaning products and ready meals — and deliver it in minutes from our stores in Miraflores, San Isidro and Surco.</p>
<h2>How we work</h2>
<ul><li>Your order is packed at the store closest to your address.</li><li>Chilled products travel in insulated bags.</li><li>Pay in cash or by card on a POS terminal when your order arrives.</li></ul>
<h2>Our promise</h2>
<p>Clear prices in soles, an electronic receipt (boleta or factura) with every purchase, and friendly help whenever you need it.</p>`,
    },
  },
  {
    key: 'faq',
    title: { es: 'Preguntas frecuentes', en: 'Frequently asked questions' },
    html: {
      es: `<h1>Preguntas frecuentes</h1>
<h2>¿A qué zonas llegan?</h2><p>Repartimos dentro del radio de cobertura de cada tienda (Miraflores, San Isidro y Santiago de Surco). Al elegir tu ubicación te diremos si tu dirección está cubierta.</p>
<h2>¿Cuánto cuesta el delivery?</h2><p>El costo se muestra en el detalle de tu carrito antes de pagar y es gratis a partir del monto indicado por la tienda.</p>
<h2>¿Cuál es el pedido mínimo?</h2><p>Cada tienda tiene un monto mínimo de compra; lo verás en el carrito si aún no lo alcanzas.</p>
<h2>¿Cómo pago?</h2><p>En efectivo (indícanos con cuánto pagarás para llevar tu vuelto) o con tarjeta en el POS del repartidor.</p>
<h2>¿Puedo comprar cerveza, licores o cigarrillos?</h2><p>Sí, solo si eres mayor de 18 años. Te pediremos verificar tu identidad y fecha de nacimiento, y el repartidor puede solicitar tu documento al entregar.</p>
<h2>¿Puedo programar mi pedido?</h2><p>Sí, en las tiendas que lo permiten puedes elegir fecha y hora de entrega dentro del horario de atención.</p>
<h2>¿Cómo uso un código promocional?</h2><p>Abre tu carrito, entra a "Cupones" y aplica el código. Cada cupón tiene un monto mínimo y una fecha de vencimiento.</p>`,
      en: `<h1>Frequently asked questions</h1>
<h2>Which areas do you deliver to?</h2><p>We deliver within each store's coverage radius (Miraflores, San Isidro and Santiago de Surco). When you pick your location we tell you whether your address is covered.</p>
<h2>How much is delivery?</h2><p>The fee appears in your cart's bill details before you pay, and it is free above the amount set by the store.</p>
<h2>Is there a minimum order?</h2><p>Each store has a minimum order amount; your cart shows it if you have not reached it yet.</p>
<h2>How can I pay?</h2><p>In cash (tell us which note you will pay with so the rider brings change) or by card on the rider's POS terminal.</p>
<h2>Can I buy beer, spirits or cigarettes?</h2><p>Yes, only if you are 18 or older. We ask you to verify your ID and date of birth, and the rider may ask for your document on delivery.</p>
<h2>Can I schedule my order?</h2><p>Yes, stores that offer it let you choose a delivery date and time within their opening hours.</p>
<h2>How do I use a promo code?</h2><p>Open your cart, go to "Coupons" and apply the code. Each coupon has a minimum amount and an end date.</p>`,
    },
  },
  {
    key: 'terms',
    title: { es: 'Términos y condiciones', en: 'Terms and conditions' },
    html: {
      es: `<h1>Términos y condiciones</h1>
<p>Al usar ${SHOP_NAME} aceptas estos términos. Los precios están expresados en soles (S/) e incluyen IGV.</p>
<h2>1. Pedidos</h2><p>Un pedido se confirma cuando recibes su número. Podemos cancelarlo si un producto no está disponible; en ese caso te avisaremos y no se cobrará ese producto.</p>
<h2>2. Productos con restricción de edad</h2><p>La venta de bebidas alcohólicas y tabaco está prohibida a menores de 18 años (Ley N.° 28681 y Ley N.° 28705). El repartidor puede pedir tu documento de identidad y negarse a entregar estos productos.</p>
<h2>3. Cancelaciones</h2><p>Puedes cancelar tu pedido mientras no haya empezado a prepararse.</p>
<h2>4. Comprobantes</h2><p>Emitimos boleta o factura electrónica según lo elijas antes de pagar.</p>
<h2>5. Libro de reclamaciones</h2><p>Conforme al Código de Protección y Defensa del Consumidor, ponemos a tu disposición un Libro de Reclamaciones virtual. Respondemos en un plazo máximo de 15 días hábiles.</p>`,
      en: `<h1>Terms and conditions</h1>
<p>By using ${SHOP_NAME} you accept these terms. Prices are in Peruvian soles (S/) and include VAT (IGV).</p>
<h2>1. Orders</h2><p>An order is confirmed when you receive its number. We may cancel items that are out of stock; we will tell you and you will not be charged for them.</p>
<h2>2. Age-restricted products</h2><p>Selling alcoholic drinks and tobacco to anyone under 18 is prohibited (Peruvian Laws 28681 and 28705). The rider may ask for your ID and refuse to hand over these products.</p>
<h2>3. Cancellations</h2><p>You can cancel your order until the store starts preparing it.</p>
<h2>4. Receipts</h2><p>We issue an electronic boleta or factura, as you choose before paying.</p>
<h2>5. Complaints book</h2><p>As required by the Peruvian Consumer Protection Code, we provide an online Complaints Book (Libro de Reclamaciones). We answer within 15 business days.</p>`,
    },
  },
  {
    key: 'policy',
    title: { es: 'Política de privacidad', en: 'Privacy policy' },
    html: {
      es: `<h1>Política de privacidad</h1>
<p>Tratamos tus datos personales conforme a la Ley N.° 29733, Ley de Protección de Datos Personales.</p>
<h2>Qué datos usamos</h2><ul><li>Número de celular y correo, para identificarte y enviarte códigos de verificación.</li><li>Direcciones y ubicación, para entregar tus pedidos.</li><li>Documento de identidad y fecha de nacimiento, solo para verificar tu edad y emitir comprobantes.</li></ul>
<h2>Para qué</h2><p>Para procesar pedidos, emitir comprobantes, atender reclamos y mejorar el servicio. No vendemos tus datos.</p>
<h2>Tus derechos</h2><p>Puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición escribiendo a ${mailLink}.</p>`,
      en: `<h1>Privacy policy</h1>
<p>We process your personal data in accordance with Peruvian Law 29733 on Personal Data Protection.</p>
<h2>What we use</h2><ul><li>Mobile number and e-mail, to identify you and send verification codes.</li><li>Addresses and location, to deliver your orders.</li><li>ID document and date of birth, only to verify your age and issue receipts.</li></ul>
<h2>What for</h2><p>To process orders, issue receipts, handle complaints and improve the service. We never sell your data.</p>
<h2>Your rights</h2><p>You can exercise your rights of access, rectification, cancellation and objection by writing to ${mailLink}.</p>`,
    },
  },
  {
    key: 'license',
    title: { es: 'Licencias', en: 'Licences' },
    html: {
      es: `<h1>Licencias</h1>
<p>${SHOP_NAME} está construido con software de código abierto, entre otros: React, Module Federation, Rspack, Fastify, Kysely, PostgreSQL, PGlite, i18next y Material UI, distribuidos bajo las licencias MIT, Apache 2.0 y PostgreSQL.</p>
<p>Las marcas y nombres de productos mostrados pertenecen a sus respectivos titulares y se usan solo para identificar los productos a la venta. Las imágenes de productos son ilustrativas.</p>`,
      en: `<h1>Licences</h1>
<p>${SHOP_NAME} is built with open-source software including React, Module Federation, Rspack, Fastify, Kysely, PostgreSQL, PGlite, i18next and Material UI, distributed under the MIT, Apache 2.0 and PostgreSQL licences.</p>
<p>Brands and product names belong to their respective owners and are used only to identify the products on sale. Product images are illustrative.</p>`,
    },
  },
  {
    key: 'support',
    title: { es: 'Soporte', en: 'Support' },
    html: {
      es: `<h1>Soporte</h1>
<p>¿Tuviste un problema con tu pedido? Estamos para ayudarte todos los días de 7:00 a 23:00.</p>
<ul><li>Teléfono: ${phoneLink}</li><li>Correo: ${mailLink}</li></ul>
<p>Ten a la mano tu número de pedido. Si deseas dejar un reclamo formal, usa el Libro de Reclamaciones desde tu cuenta.</p>`,
      en: `<h1>Support</h1>
<p>Had a problem with your order? We are here to help every day from 7:00 to 23:00.</p>
<ul><li>Phone: ${phoneLink}</li><li>E-mail: ${mailLink}</li></ul>
<p>Please have your order number ready. To file a formal complaint, use the Complaints Book from your account.</p>`,
    },
  },
];

/** Metadata keys that point at a static page, and the page each one links to. */
export const PAGE_METADATA_KEYS: Readonly<Record<string, string>> = {
  aboutUs: 'aboutUs', faq: 'faq', terms: 'terms', policy: 'policy', license: 'license', support: 'support', supportPage: 'support',
};

export const staticPageUrl = (lang: string, key: string): string => `/api/v1/static-pages/${lang}/${key}.html`;

/** acceptableIds: 'label++length'; the same labels in both languages because they are the documents' official names. */
export const ACCEPTABLE_IDS = ['DNI++8', 'Pasaporte++12', 'Carnet de Extranjeria++12', 'RUC++11'] as const;
