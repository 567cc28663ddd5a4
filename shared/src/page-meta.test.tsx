// Page title and social tags are set per page and cleared by the host's reset on navigation.
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { initI18n } from '@shop/shared/i18n';
import { headTags, headTagsHtml, resetPageMeta, usePageMeta, type PageMeta } from '@shop/shared/page-meta';

const meta = (attr: string, name: string) => document.head.querySelector(`meta[${attr}="${name}"]`)?.getAttribute('content') ?? null;

function Page(props: PageMeta) {
  usePageMeta(props);
  return null;
}

beforeAll(() => initI18n());
beforeEach(() => resetPageMeta());

it('sets the title "<page> | <shop>" and the description, Open Graph and Twitter tags', () => {
  window.history.replaceState(null, '', '/product-details/inca-kola/5');
  render(<Page title="Inca Kola 500 ml" description="Gaseosa" image="/api/v1/images/art/ab12cd.svg" type="product" />);
  expect(document.title).toBe('Inca Kola 500 ml | Mi Bodega Express');
  expect(meta('name', 'description')).toBe('Gaseosa');
  expect(meta('property', 'og:title')).toBe('Inca Kola 500 ml');
  expect(meta('property', 'og:description')).toBe('Gaseosa');
  // Link previews show no SVG: the artwork's PNG twin.
  expect(meta('property', 'og:image')).toBe('http://localhost/api/v1/images/art/ab12cd.png');
  expect(meta('name', 'twitter:image')).toBe('http://localhost/api/v1/images/art/ab12cd.png');
  expect(meta('property', 'og:url')).toBe('http://localhost/product-details/inca-kola/5');
  expect(meta('property', 'og:type')).toBe('product');
  expect(meta('name', 'twitter:card')).toBe('summary_large_image');
});

it('updates when the page changes its texts', () => {
  const view = render(<Page title="Uno" />);
  view.rerender(<Page title="Dos" description="Segundo" />);
  expect(document.title).toBe('Dos | Mi Bodega Express');
  expect(meta('name', 'description')).toBe('Segundo');
  expect(meta('name', 'twitter:card')).toBe('summary');
});

it('resetPageMeta clears every tag, those shipped in index.html included', () => {
  const shipped = document.createElement('meta');
  shipped.setAttribute('name', 'description');
  shipped.setAttribute('content', 'from index.html');
  document.head.appendChild(shipped);
  render(<Page title="Marca" description="Backus" image="/x.png" />);
  resetPageMeta();
  expect(document.title).toBe('Mi Bodega Express');
  for (const [attr, name] of [['name', 'description'], ['property', 'og:title'], ['property', 'og:description'], ['property', 'og:image'], ['property', 'og:url'], ['property', 'og:type'], ['name', 'twitter:card']] as const) {
    expect(meta(attr, name)).toBeNull();
  }
});

describe('headTags', () => {
  it.each([
    ['/api/v1/images/products/7.svg', 'https://tienda.example.pe/api/v1/images/products/7.png'],
    ['/api/v1/images/combos/3-web.svg', 'https://tienda.example.pe/api/v1/images/combos/3-web.png'],
    ['https://cdn.example.pe/api/v1/images/art/ff00.svg', 'https://cdn.example.pe/api/v1/images/art/ff00.png'],
    // Flags have no PNG twin; other pictures are passed as they are.
    ['/api/v1/images/flags/pe.svg', 'https://tienda.example.pe/api/v1/images/flags/pe.svg'],
    ['/static/logo.svg', 'https://tienda.example.pe/static/logo.svg'],
  ])('og:image of %s is %s', (image, expected) => {
    const html = headTagsHtml(headTags({ title: 'x', image }, { origin: 'https://tienda.example.pe', pathname: '/', language: 'es' }, 'Shop'));
    expect(html).toContain(`<meta property="og:image" content="${expected}" data-page-meta>`);
  });

  const address = { origin: 'https://tienda.example.pe', pathname: '/product-details/inca-kola/5', language: 'en' as const };

  it('canonical and og:url name the page in its language; hreflang lists es, en and x-default; og:locale follows the language', () => {
    const tags = headTags({ title: 'Inca Kola', description: 'Soda', image: '/img/5.png', type: 'product' }, address, 'Shop');
    const html = headTagsHtml(tags);
    expect(html).toContain('<title>Inca Kola | Shop</title>');
    expect(html).toContain('<link rel="canonical" href="https://tienda.example.pe/product-details/inca-kola/5?lang=en" data-page-meta>');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="https://tienda.example.pe/product-details/inca-kola/5" data-page-meta>');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://tienda.example.pe/product-details/inca-kola/5?lang=en" data-page-meta>');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://tienda.example.pe/product-details/inca-kola/5" data-page-meta>');
    expect(html).toContain('<meta property="og:url" content="https://tienda.example.pe/product-details/inca-kola/5?lang=en" data-page-meta>');
    expect(html).toContain('<meta property="og:locale" content="en_US" data-page-meta>');
    expect(html).toContain('<meta property="og:locale:alternate" content="es_PE" data-page-meta>');
    expect(html).toContain('<meta property="og:image" content="https://tienda.example.pe/img/5.png" data-page-meta>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-page-meta>');
    expect(html).not.toContain('robots');
  });

  it('a canonical path given by the page replaces the address (another slug), and noindex pages say so', () => {
    const html = headTagsHtml(headTags({ url: '/product-details/inca-kola-500-ml/5', noindex: true }, { ...address, language: 'es' }, 'Shop'));
    expect(html).toContain('<link rel="canonical" href="https://tienda.example.pe/product-details/inca-kola-500-ml/5" data-page-meta>');
    expect(html).toContain('<meta name="robots" content="noindex" data-page-meta>');
    expect(html).toContain('<title>Shop</title>');
  });

  it('escapes text and attributes, and JSON-LD cannot close its script element', () => {
    const html = headTagsHtml(headTags({ title: 'A < B & "C"', description: '"><script>x</script>', jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }] }, address, 'Shop'));
    expect(html).toContain('<title>A &lt; B &amp; "C" | Shop</title>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toContain('</script><script>alert');
    const json = /<script type="application\/ld\+json" data-page-meta>(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual({ '@type': 'Product', name: '</script><script>alert(1)</script>' });
  });

  it('the browser writes the same tags on a navigation, JSON-LD included, and drops the previous page\'s', () => {
    window.history.replaceState(null, '', '/category-details/bebidas/3');
    render(<Page title="Bebidas" jsonLd={[{ '@type': 'BreadcrumbList' }]} />);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/category-details/bebidas/3');
    resetPageMeta();
    expect(document.head.querySelectorAll('script[type="application/ld+json"], link[rel="canonical"]')).toHaveLength(0);
  });
});

it('on the server, the page\'s meta goes to the request being rendered instead of document.head', () => {
  const key = Symbol.for('shop.request-scope');
  const scope = { session: undefined, head: { meta: null as PageMeta | null } };
  (globalThis as Record<symbol, unknown>)[key] = { getStore: () => scope };
  try {
    renderToString(<Page title="Servidor" description="Render" />);
  } finally {
    delete (globalThis as Record<symbol, unknown>)[key];
  }
  expect(scope.head.meta).toEqual({ title: 'Servidor', description: 'Render' });
});
