// Page title and social tags are set per page and cleared by the host's reset on navigation.
import { render } from '@testing-library/react';
import { initI18n } from '@shop/shared/i18n';
import { resetPageMeta, usePageMeta, type PageMeta } from '@shop/shared/page-meta';

const meta = (attr: string, name: string) => document.head.querySelector(`meta[${attr}="${name}"]`)?.getAttribute('content') ?? null;

function Page(props: PageMeta) {
  usePageMeta(props);
  return null;
}

beforeAll(() => initI18n());
beforeEach(() => resetPageMeta());

it('sets the title "<page> | <shop>" and the description, Open Graph and Twitter tags', () => {
  window.history.replaceState(null, '', '/product-details/inca-kola/5');
  render(<Page title="Inca Kola 500 ml" description="Gaseosa" image="/api/v1/images/5.svg" type="product" />);
  expect(document.title).toBe('Inca Kola 500 ml | Mi Bodega Express');
  expect(meta('name', 'description')).toBe('Gaseosa');
  expect(meta('property', 'og:title')).toBe('Inca Kola 500 ml');
  expect(meta('property', 'og:description')).toBe('Gaseosa');
  expect(meta('property', 'og:image')).toBe('http://localhost/api/v1/images/5.svg');
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
