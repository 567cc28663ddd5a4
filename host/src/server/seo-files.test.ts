/** @jest-environment node */
// robots.txt keeps crawlers off the shopper's own pages; sitemap.xml lists every public page with its English alternate.
import { robotsTxt, SITEMAP_LIMIT, sitemapXml } from './seo-files';

test('robots.txt: the shopper\'s own pages, maintenance and the API are off limits; the sitemap is named', () => {
  const robots = robotsTxt('https://tienda.test');
  for (const path of ['/payment', '/store-offline', '/account/', '/claims-book', '/add-card', '/maintenance', '/api/']) expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).not.toMatch(/Disallow: \/\n|product-details|category-details/);
  expect(robots).toContain('Sitemap: https://tienda.test/sitemap.xml');
});

test('sitemap.xml: home, static pages, categories, brands, combos and products (with their last change), each with es, en and x-default', () => {
  const xml = sitemapXml('https://tienda.test', {
    products: [{ id: 5, name: 'Inca Kola 500 ml', updatedAt: '2026-11-20T10:00:00.000Z' }],
    categories: [{ id: 3, name: 'Bebidas & Jugos' }],
    brands: [{ id: 7, name: 'Backus' }],
    combos: [{ id: 2, name: 'Combo Parrillero' }],
  });
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  for (const loc of ['/', '/section/faqs', '/store-location', '/combo-offers-all', '/category-details/bebidas-jugos/3', '/brand-details/backus/7', '/combo-offer-details/2', '/product-details/inca-kola-500-ml/5']) {
    expect(xml).toContain(`<loc>https://tienda.test${loc}</loc>`);
  }
  expect(xml).toContain('<loc>https://tienda.test/product-details/inca-kola-500-ml/5</loc><lastmod>2026-11-20</lastmod>'
    + '<xhtml:link rel="alternate" hreflang="es" href="https://tienda.test/product-details/inca-kola-500-ml/5"/>'
    + '<xhtml:link rel="alternate" hreflang="en" href="https://tienda.test/product-details/inca-kola-500-ml/5?lang=en"/>'
    + '<xhtml:link rel="alternate" hreflang="x-default" href="https://tienda.test/product-details/inca-kola-500-ml/5"/></url>');
  expect(xml).not.toMatch(/account|payment|claims-book/);
});

test('a catalogue larger than one sitemap file holds is cut at the limit search engines read', () => {
  const products = Array.from({ length: SITEMAP_LIMIT + 10 }, (_, i) => ({ id: i, name: `p${i}`, updatedAt: '2026-01-01T00:00:00Z' }));
  expect(sitemapXml('https://t', { products, categories: [], brands: [], combos: [] }).match(/<url>/g)).toHaveLength(SITEMAP_LIMIT);
});
