// Catalogue journeys: search that forgives accents and typos, adding from the results, toppings chosen and replaced, a
// list combo with a non-default choice, the age limit for a customer under 18, and the addresses of catalogue pages
// (the sort kept in the URL, wrong slugs corrected, unknown records not found).
import { expect, test, type Page } from './support/test';
import { api, cartButton, customerWithAddress, guestWithAddress } from './support/session';

interface CartAnswer {
  cartCount: number;
  cartItems: { productId: number | null; comboOfferId: number | null; quantity: number; toppings: string | null; comboOfferData: { productId: number; listId?: number }[] | null }[];
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Buscar productos' });

async function searchApi(page: Page, text: string, sort = 'sortColumn=none&sortType=asc'): Promise<{ productId: number; slug: string; name: string }[]> {
  const res = await api<{ records: { records: { productId: number; slug: string; name: string }[] }[] }>(
    page, 'GET', `/api/v1/products-search/products?countryId=PE&languageCode=es&limit=20&offset=0&${sort}&search=${encodeURIComponent(text)}`);
  expect(res.status).toBe(200);
  return res.json.records[0]?.records ?? [];
}

test('@catalogue searching "cafe" suggests and finds "Café …", and a one-letter typo still finds the product', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('cafe');
  const suggestions = page.getByRole('listbox', { name: 'Sugerencias de búsqueda' });
  await expect(suggestions.getByRole('option').filter({ hasText: /Café/ }).first()).toBeVisible();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search-products\/cafe\/cafe$/);
  await expect(page.getByRole('main').getByRole('heading', { name: /Café/ }).first()).toBeVisible();

  await searchBox(page).fill('inca kila');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('main').getByRole('heading', { name: /Inca Kola/ }).first()).toBeVisible();
});

test('@catalogue @cart adding from the search results updates the header cart count', async ({ page }) => {
  await guestWithAddress(page);
  await expect(cartButton(page, 0)).toBeVisible();
  await searchBox(page).fill('inca kola');
  await searchBox(page).press('Enter');
  await page.getByRole('main').getByRole('button', { name: /^Agregar Gaseosa Inca Kola .* al carrito$/ }).first().click();
  await expect(cartButton(page, 1)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: /^Agregar uno más de Gaseosa Inca Kola/ }).first().click();
  await expect(cartButton(page, 2)).toBeVisible();
});

test('@catalogue @cart a product with toppings is added with the chosen toppings, then replaced', async ({ page }) => {
  await guestWithAddress(page);
  const [coffee] = (await searchApi(page, 'cafe americano')).filter((p) => p.name.startsWith('Café Americano'));
  expect(coffee).toBeDefined();
  await page.goto(`/product-details/${coffee!.slug}/${coffee!.productId}`);
  const main = page.getByRole('main');
  const toppings = main.getByRole('group', { name: /Adicionales/ }).getByRole('checkbox');
  await expect(toppings.first()).toBeVisible();
  const first = (await toppings.first().getAttribute('name')) ?? '';
  await toppings.first().check();
  // The page's own button (the sliders below hold other Café Americano tiles).
  await main.getByRole('button', { name: `Agregar ${coffee!.name} al carrito`, exact: true }).first().click();
  await expect(cartButton(page, 1)).toBeVisible();
  let cart = (await api<CartAnswer>(page, 'GET', '/api/v1/PE/es/carts')).json;
  expect(cart.cartItems).toHaveLength(1);
  const chosen = JSON.parse(cart.cartItems[0]?.toppings ?? '[]') as string[];
  expect(chosen).toHaveLength(1);
  if (first) expect(chosen[0]).toContain(first.split(' (')[0] ?? '');

  // Locked while in the cart; Replace opens the choices, Confirm sends the new set.
  await expect(toppings.first()).toBeDisabled();
  await main.getByRole('button', { name: /^Reemplazar/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Elige tus adicionales' });
  const choices = dialog.getByRole('checkbox');
  await choices.first().uncheck();
  await choices.nth(1).check();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => {
    cart = (await api<CartAnswer>(page, 'GET', '/api/v1/PE/es/carts')).json;
    return cart.cartItems[0]?.toppings;
  }).not.toBe(JSON.stringify(chosen));
  expect(JSON.parse(cart.cartItems[0]?.toppings ?? '[]')).toHaveLength(1);
  expect(cart.cartCount).toBe(1);
});

test('@catalogue @cart a list combo is added with a non-default alternative', async ({ page }) => {
  await guestWithAddress(page);
  const combos = await api<{ records: { comboOfferId: number; comboName: string; comboOfferType: string; comboOfferProducts: { listId: number; alternatives: { productId: number; productName: string }[] }[] }[] }>(
    page, 'GET', '/api/v1/PE/homescreen/combo-offers?countryId=PE&languageCode=es&limit=10&offset=0');
  const duo = combos.json.records.find((c) => c.comboName === 'Dúo Helado');
  expect(duo?.comboOfferType).toBe('list');
  const [firstList] = duo!.comboOfferProducts;
  const second = firstList!.alternatives[1]!;

  await page.goto(`/combo-offer-details/${duo!.comboOfferId}`);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: new RegExp(second.productName) }).check();
  await main.getByRole('button', { name: /^Agregar Dúo Helado al carrito$/ }).click();
  // A list combo confirms its choice (one per list) before the first add, starting from the page's choice.
  const dialog = page.getByRole('dialog', { name: /Elige los productos de Dúo Helado/ });
  await expect(dialog.getByRole('radio', { name: new RegExp(second.productName) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(cartButton(page, 1)).toBeVisible();
  const cart = (await api<CartAnswer>(page, 'GET', '/api/v1/PE/es/carts')).json;
  const line = cart.cartItems.find((i) => i.comboOfferId === duo!.comboOfferId);
  expect(line?.comboOfferData?.find((c) => c.listId === firstList!.listId)?.productId).toBe(second.productId);
});

test('@catalogue @account @cart a verified customer under 18 cannot add beer', async ({ page }) => {
  const now = new Date();
  const seventeen = `${now.getUTCFullYear() - 17}-01-01`;
  await customerWithAddress(page, seventeen);
  await expect(cartButton(page, 0)).toBeVisible();
  const [beer] = (await searchApi(page, 'pilsen')).filter((p) => p.name.startsWith('Cerveza Pilsen'));
  await page.goto(`/product-details/${beer!.slug}/${beer!.productId}`);
  await page.getByRole('main').getByRole('button', { name: `Agregar ${beer!.name} al carrito`, exact: true }).first().click();
  const underAge = page.getByRole('dialog', { name: 'Solo para mayores de 18 años' });
  await expect(underAge).toBeVisible();
  await underAge.getByRole('button', { name: 'Entendido' }).click();
  await expect(cartButton(page, 0)).toBeVisible();
  expect((await api<CartAnswer>(page, 'GET', '/api/v1/PE/es/carts')).json.cartCount).toBe(0);
});

/** The path in the address bar as the shopper reads it (accents decoded). */
const shownPath = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

test('@catalogue the search sort stays in the URL, a wrong slug is corrected, an unknown product or category is not found', async ({ page, context }) => {
  const main = page.getByRole('main');
  const sort = main.getByRole('combobox', { name: 'Ordenar por' });
  const firstTile = main.getByRole('article').first().getByRole('heading');

  // The sort chosen is in the URL: a reload, back and forward, and a shared link keep it.
  await page.goto('/search-products/leche/leche');
  const [cheapest] = await searchApi(page, 'leche', 'sortColumn=price&sortType=asc');
  const [dearest] = await searchApi(page, 'leche', 'sortColumn=price&sortType=desc');
  await expect(main.getByRole('article').first()).toBeVisible();
  await sort.selectOption('priceLowToHigh');
  await expect(page).toHaveURL(/\/search-products\/leche\/leche\?sort=priceLowToHigh$/);
  await expect(firstTile).toHaveText(cheapest!.name);
  await page.reload();
  await expect(sort).toHaveValue('priceLowToHigh');
  await expect(firstTile).toHaveText(cheapest!.name);
  await sort.selectOption('priceHighToLow');
  await expect(page).toHaveURL(/\?sort=priceHighToLow$/);
  await expect(firstTile).toHaveText(dearest!.name);
  await page.goBack();
  await expect(page).toHaveURL(/\?sort=priceLowToHigh$/);
  await expect(sort).toHaveValue('priceLowToHigh');
  await expect(firstTile).toHaveText(cheapest!.name);
  await page.goBack();
  await expect(page).toHaveURL(/\/search-products\/leche\/leche$/);
  await expect(sort).toHaveValue('none');
  await page.goForward();
  await expect(sort).toHaveValue('priceLowToHigh');
  const shared = await context.newPage();
  await shared.goto('/search-products/leche/leche?sort=priceHighToLow');
  await expect(shared.getByRole('main').getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('priceHighToLow');
  await expect(shared.getByRole('main').getByRole('article').first().getByRole('heading')).toHaveText(dearest!.name);
  await shared.close();

  // A wrong slug becomes the record's own in place: back leaves the page instead of returning to the wrong address.
  await page.goto('/');
  const categoryHref = await page.locator('main a[href^="/category-details/"]').first().getAttribute('href');
  const [, , , categoryId] = categoryHref!.split('/');
  await page.goto(`/product-details/leche-equivocada/${cheapest!.productId}`);
  await expect(main.getByRole('heading', { level: 1, name: cheapest!.name })).toBeVisible();
  await expect.poll(() => shownPath(page)).toBe(`/product-details/${cheapest!.slug}/${cheapest!.productId}`);
  await page.goBack();
  await expect.poll(() => shownPath(page)).toBe('/');
  await page.goto(`/category-details/x/${categoryId}`);
  await expect.poll(() => shownPath(page)).toBe(decodeURIComponent(categoryHref!));

  // An unknown product or category: the not-found page (es/en) with a way back, never the retry of a failed read.
  await page.goto('/product-details/no-existe/99999999');
  await expect(main.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(main.getByText('Este producto no existe o ya no está disponible.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await main.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect.poll(() => shownPath(page)).toBe('/');
  await page.goto('/category-details/no-existe/99999?lang=en');
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(main.getByText('This category doesn\'t exist or is no longer available.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
});
