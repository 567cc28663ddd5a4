// Every route of the route table resolves to its owner's page, never home.
import { expect, test, type APIRequestContext } from './support/test';
import { ES, categorySection, remoteNotice } from './support/shop';

interface Named { id: number; name: string }

/**
 * A real category, brand and product from the API (as the home page asks for them), so their pages open on data that
 * exists, under the address the shop itself gives them (a wrong slug would be corrected in the URL).
 */
async function catalogueSamples(request: APIRequestContext): Promise<Samples> {
  const query = 'countryId=PE&languageCode=es&limit=20&offset=0';
  const categories = await (await request.get(`/api/v1/PE/homescreen/categories?${query}&category=1`)).json();
  const brands = await (await request.get(`/api/v1/brands/list?${query}&target=brandList`)).json();
  const popular = await (await request.get(`/api/v1/PE/products/popular-products?${query}`)).json();
  const product = popular.records[0] as { productId: number; slug: string };
  const category = categories.records[0];
  const brand = brands.records[0];
  const categoryName = category.customAttributes.find((a: { attributeCode: string }) => a.attributeCode === 'category_name')?.value;
  return {
    category: { id: Number(category.categoryId), name: String(categoryName) },
    brand: { id: Number(brand.brandId), name: String(brand.brandName) },
    product: { id: Number(product.productId), slug: String(product.slug) },
  };
}

const slug = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s+/g, '-');

type Samples = { category: Named; brand: Named; product: { id: number; slug: string } };

/** One concrete address per route of the table, by owner. */
const ROUTES: Array<{ owner: string; path?: string; url: string | ((s: Samples) => string) }> = [
  { owner: 'host', url: '/maintenance' },
  { owner: 'host', url: '/section/faqs' },
  { owner: 'catalogue', url: '/search-products/inca-kola/Inca%20Kola' },
  { owner: 'catalogue', path: '/product-details/:slug/:id', url: ({ product }) => `/product-details/${product.slug}/${product.id}` },
  { owner: 'catalogue', url: '/combo-offer-details/1' },
  { owner: 'catalogue', path: '/category-details/:slug/:id', url: ({ category }) => `/category-details/${slug(category.name)}/${category.id}` },
  { owner: 'catalogue', path: '/brand-details/:slug/:id', url: ({ brand }) => `/brand-details/${slug(brand.name)}/${brand.id}` },
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
  const label = typeof route.url === 'string' ? route.url : route.path;
  test(`@routes @${route.owner} ${label} opens the ${route.owner} page, not home`, async ({ page, request }) => {
    const url = typeof route.url === 'string' ? route.url : route.url(await catalogueSamples(request));
    await page.goto(url);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Still on its own address (an unknown route would have been sent home) and not showing home.
    expect(new URL(page.url()).pathname).toBe(new URL(url, page.url()).pathname);
    await expect(categorySection(page, ES.categories)).toHaveCount(0);
    await expect(remoteNotice(main)).toHaveCount(0);
  });
}
