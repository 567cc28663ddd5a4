// Every route of the route table (catalogue-browsing.md §2) resolves to its owner's page, never home.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ES, categorySection, remoteNotice } from './support/shop';

interface Named { id: number; name: string }

/** A real category and brand from the API, so their pages open on data that exists. */
async function catalogueSamples(request: APIRequestContext): Promise<{ category: Named; brand: Named }> {
  const countries = await (await request.get('/api/v1/countries')).json();
  const list = (countries.records ?? countries) as Array<Record<string, unknown>>;
  const pe = list.find((c) => Object.values(c).includes('PE')) ?? list[0];
  const countryId = pe?.countryId ?? pe?.id ?? 'PE';
  const categories = await (await request.get(`/api/v1/${countryId}/homescreen/categories`)).json();
  const brands = await (await request.get('/api/v1/brands/list')).json();
  const first = (body: { records?: Array<Record<string, unknown>> }, idKey: string, nameKey: string): Named => {
    const row = body.records?.[0] ?? {};
    return { id: Number(row[idKey]), name: String(row[nameKey]) };
  };
  return { category: first(categories, 'categoryId', 'categoryName'), brand: first(brands, 'brandId', 'brandName') };
}

const slug = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s+/g, '-');

type Samples = { category: Named; brand: Named };

/** One concrete address per route of the table, by owner. */
const ROUTES: Array<{ owner: string; url: string | ((s: Samples) => string) }> = [
  { owner: 'host', url: '/maintenance' },
  { owner: 'host', url: '/section/faqs' },
  { owner: 'catalogue', url: '/search-products/inca-kola/Inca%20Kola' },
  { owner: 'catalogue', url: '/product-details/inca-kola/1' },
  { owner: 'catalogue', url: '/combo-offer-details/1' },
  { owner: 'catalogue', url: ({ category }) => `/category-details/${slug(category.name)}/${category.id}` },
  { owner: 'catalogue', url: ({ brand }) => `/brand-details/${slug(brand.name)}/${brand.id}` },
  { owner: 'catalogue', url: '/popular-products-details' },
  { owner: 'catalogue', url: '/similar-products-details/1' },
  { owner: 'catalogue', url: '/combo-offers-all' },
  { owner: 'catalogue', url: '/combo-offers-all/1' },
  { owner: 'catalogue', url: '/rebuy-products-details' },
  { owner: 'cart', url: '/payment' },
  { owner: 'cart', url: '/store-offline' },
  { owner: 'account', url: '/account/my-profile' },
  { owner: 'account', url: '/store-location' },
  { owner: 'account', url: '/claims-book' },
  { owner: 'account', url: '/add-card' },
  { owner: 'banners', url: '/banner-details/promo/1' },
  { owner: 'banners', url: '/combo-offers/1' },
];

for (const route of ROUTES) {
  const label = typeof route.url === 'string' ? route.url : route.url({ category: { id: 0, name: ':category' }, brand: { id: 0, name: ':brand' } });
  test(`@routes @${route.owner} ${label} opens the ${route.owner} page, not home`, async ({ page, request }) => {
    const url = typeof route.url === 'string' ? route.url : route.url(await catalogueSamples(request));
    await page.goto(url);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    // Still on its own address (an unknown route would have been sent home) and not showing home.
    expect(new URL(page.url()).pathname).toBe(new URL(url, page.url()).pathname);
    await expect(categorySection(page, ES.categories)).toHaveCount(0);
    await expect(remoteNotice(main)).toHaveCount(0);
  });
}
