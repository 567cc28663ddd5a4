// The listing pages as the host mounts them: grid of tiles, 'show more' paging, titles, analytics, the category age pop-up.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { cartKeys, categoriesQueryOptions, type CategoryList } from '@shop/shared/calls';
import { LOCAL_STORAGE_KEYS } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import routes from '../exposes/routes';
import CategoryDetailsPage from './category-details-page';
import { cart, combo, product } from '../testing/fixtures';
import type { ProductRecord } from '../api/catalogue-records';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { BackButton, hydrateServerHtml, renderWithShell, testQueryClient } from '../../../tools/jest/remote/render';
import { renderRemoteRoutes } from '../../../tools/jest/remote/routes-contract';

const many = (n: number, extra: Partial<ProductRecord> = {}) => Array.from({ length: n }, (_, i) => product({ productId: i + 1, name: `Producto ${i + 1}`, ...extra }));

/** A paged list answer: records[offset, offset + limit) of `all`. */
const page = (all: unknown[], params: { limit: number; offset: number }) => ({ data: { count: all.length, records: all.slice(params.offset, params.offset + params.limit) } });

const CATEGORIES: CategoryList = {
  count: 2,
  records: [
    { categoryId: 1, categoryImageUrl: '', customAttributes: [{ attributeCode: 'category_name', value: 'Bebidas' }, { attributeCode: 'age_restriction', value: '0' }] },
    { categoryId: 2, categoryImageUrl: '', customAttributes: [{ attributeCode: 'category_name', value: 'Cervezas' }, { attributeCode: 'age_restriction', value: '18' }] },
  ],
};

const tiles = () => screen.getAllByRole('article');

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ language: 'es', country: 'PE', userId: null, userData: null, cartId: null, dob: null });
  window.dataLayer = [];
});

describe('popular products page', () => {
  it('shows 20, then 20 more per "Mostrar más" while fewer than the total are shown', async () => {
    const all = many(45);
    const api = mockApi((c) => (c.url === '/PE/products/popular-products' ? page(all, c.params) : { status: 404 }));
    await renderRemoteRoutes(routes, { url: '/popular-products-details' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Productos populares' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Producto 1' });
    expect(tiles()).toHaveLength(20);
    expect(screen.getByText('Mostrando 20 de 45')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar más' }));
    await screen.findByRole('link', { name: 'Producto 40' });
    expect(tiles()).toHaveLength(40);

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar más' }));
    await screen.findByRole('link', { name: 'Producto 45' });
    expect(tiles()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).not.toBeInTheDocument();

    expect(api.mock.calls.map(([c]) => [c.params.limit, c.params.offset])).toEqual([[20, 0], [20, 20], [20, 40]]);
    expect(api.mock.calls[0]![0].params).toEqual({ countryId: 'PE', languageCode: 'es', limit: 20, offset: 0 });
  });

  it('loads the images of the first view\'s six tiles at once, the rest lazily', async () => {
    const all = many(8);
    mockApi((c) => (c.url === '/PE/products/popular-products' ? page(all, c.params) : { status: 404 }));
    await renderRemoteRoutes(routes, { url: '/popular-products-details' });
    await screen.findByRole('link', { name: 'Producto 8' });
    const loading = tiles().map((tile) => tile.querySelector('img')?.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('shows no "Mostrar más" when everything fits', async () => {
    const all = many(20);
    mockApi((c) => page(all, c.params));
    await renderRemoteRoutes(routes, { url: '/popular-products-details' });
    await screen.findByRole('link', { name: 'Producto 20' });
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).not.toBeInTheDocument();
  });

  it('sets the title, reports the screen view and links home', async () => {
    mockApi((c) => page(many(3), c.params));
    await renderRemoteRoutes(routes, { url: '/popular-products-details' });
    await screen.findByRole('link', { name: 'Producto 1' });
    await waitFor(() => expect(document.title).toMatch(/^Productos populares \| /));
    expect(window.dataLayer).toContainEqual({ event: 'screen_view', screen_name: 'popular_products' });
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('reads every page shown so far again when the delivery address changes, with the session address', async () => {
    useSession.setState({ userId: '5', userData: { roleName: 'WEB_GUEST_USER', userAddressId: '77' }, cartId: '40' });
    const all = many(30);
    const api = mockApi((c) => page(all, c.params));
    await renderRemoteRoutes(routes, { url: '/popular-products-details' });
    await screen.findByRole('link', { name: 'Producto 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar más' }));
    await screen.findByRole('link', { name: 'Producto 30' });
    const before = api.mock.calls.length;

    all[25] = product({ productId: 26, name: 'Producto 26 (otra tienda)' });
    act(() => useSession.getState().setUserAddressId('78'));
    await waitFor(() => expect(api.mock.calls.slice(before).map(([c]) => c.params.offset).sort()).toEqual([0, 20]));
    expect(api.mock.calls[before]![0].params.userAddressId).toBe('78');
    expect(await screen.findByRole('link', { name: 'Producto 26 (otra tienda)' })).toBeInTheDocument();
    expect(tiles()).toHaveLength(30);
  });

  it('reads nothing when the cart changes: the tiles count from the page\'s cart', async () => {
    useSession.setState({ userId: '5', userData: { roleName: 'WEB_GUEST_USER', userAddressId: '77' }, cartId: '40' });
    const all = many(30);
    const api = mockApi((c) => page(all, c.params));
    const { queryClient } = await renderRemoteRoutes(routes, { url: '/popular-products-details' });
    await screen.findByRole('link', { name: 'Producto 1' });
    const before = api.mock.calls.length;
    // A change made elsewhere (the cart panel) writes its answer into the page's cart.
    act(() => {
      queryClient.setQueryData(cartKeys.current(), cart([{ cartItemId: 9, productId: 2, quantity: 2 }]));
      events.emit('cart:changed', { reason: 'add' });
    });
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Producto 2, ahora 2' })).toBeInTheDocument();
    expect(api.mock.calls.length).toBe(before);
  });

  it('offers a retry when the list fails', async () => {
    let failing = true;
    mockApi((c) => (failing ? { status: 500, data: {} } : page(many(2), c.params)));
    await renderRemoteRoutes(routes, { url: '/popular-products-details' });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByText('No pudimos cargar los productos.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Producto 1' })).toBeInTheDocument();
  });
});

describe('category page', () => {
  function categoryApi(products = many(3, { categoryName: 'Cervezas', ageRestriction: 18 })) {
    return mockApi((c) => {
      if (c.url === '/PE/homescreen/categories') return { data: CATEGORIES };
      if (c.url === '/PE/products/category-products') return page(products, c.params);
      return { status: 404 };
    });
  }

  it('is titled with the category\'s name and lists its products', async () => {
    const api = categoryApi();
    await renderRemoteRoutes(routes, { url: '/category-details/cervezas/2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cervezas' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Producto 1' });
    const call = api.mock.calls.find(([c]) => c.url === '/PE/products/category-products')![0];
    expect(call.params).toEqual({ categoryId: '2', countryId: 'PE', languageCode: 'es', limit: 20, offset: 0 });
    await waitFor(() => expect(document.title).toMatch(/^Cervezas \| /));
    expect(window.dataLayer).toContainEqual({ event: 'screen_view', screen_name: 'category_details' });
  });

  it('shows the age pop-up of a restricted category once per shop day', async () => {
    categoryApi();
    const first = await renderRemoteRoutes(routes, { url: '/category-details/cervezas/2' });
    const popup = await screen.findByRole('dialog', { name: 'Productos para mayores de 18 años' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    // Same day: not again.
    categoryApi();
    const second = await renderRemoteRoutes(routes, { url: '/category-details/cervezas/2' });
    await screen.findByRole('link', { name: 'Producto 1' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    second.unmount();

    // Shown yesterday: again today.
    localStorage.setItem(LOCAL_STORAGE_KEYS.categoryAgeNoticeShownAt, String(Number(localStorage.getItem(LOCAL_STORAGE_KEYS.categoryAgeNoticeShownAt)) - 86_400_000));
    categoryApi();
    await renderRemoteRoutes(routes, { url: '/category-details/cervezas/2' });
    expect(await screen.findByRole('dialog', { name: 'Productos para mayores de 18 años' })).toBeInTheDocument();
  });

  it('shows the alcohol legal notice under the title of a category listing alcoholic drinks, and none elsewhere', async () => {
    categoryApi(many(3, { categoryName: 'Cervezas', ageRestriction: 18, alcohol: true }));
    localStorage.setItem(LOCAL_STORAGE_KEYS.categoryAgeNoticeShownAt, String(Date.now()));
    const beer = await renderRemoteRoutes(routes, { url: '/category-details/cervezas/2' });
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Prohibida la venta de bebidas alcohólicas a menores de 18 años');
    // Said before the products, right under the heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Cervezas' }).nextElementSibling).toBe(notice);
    beer.unmount();
    categoryApi(many(2, { categoryName: 'Cigarrillos', ageRestriction: 18, alcohol: false }));
    await renderRemoteRoutes(routes, { url: '/category-details/cigarrillos/3' });
    await screen.findByRole('link', { name: 'Producto 1' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows no age pop-up for an unrestricted category', async () => {
    categoryApi(many(2, { categoryName: 'Bebidas' }));
    await renderRemoteRoutes(routes, { url: '/category-details/bebidas/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bebidas' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Producto 1' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.categoryAgeNoticeShownAt)).toBeNull();
  });

  it('hydrates what the server rendered even when the shell read the categories first', async () => {
    categoryApi(many(3, { categoryName: 'Bebidas' }));
    // The browser's cache already holds the categories (the footer asked before this page's code arrived).
    const browserCache = testQueryClient();
    browserCache.setQueryData(categoriesQueryOptions().queryKey, CATEGORIES);
    const { container, mismatches, unmount } = await hydrateServerHtml(
      <Routes>
        <Route path="/category-details/:slug/:id" element={<CategoryDetailsPage />} />
      </Routes>,
      { url: '/category-details/bebidas/1', browserCache },
    );
    expect(await within(container).findByRole('heading', { level: 1, name: 'Bebidas' })).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    unmount();
  });

  it('an unknown category (404) is the not-found page, not a retry', async () => {
    mockApi((c) => {
      if (c.url === '/PE/homescreen/categories') return { data: CATEGORIES };
      if (c.url === '/PE/products/category-products') return { status: 404, data: { errors: { general: [{ identifier: 'error.category.notFound', message: 'No existe' }] } } };
      return { status: 404 };
    });
    await renderRemoteRoutes(routes, { url: '/category-details/vinos/99' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Esta categoría no existe o ya no está disponible.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('location')).toHaveTextContent('/category-details/vinos/99');
  });

  it('a wrong slug becomes the category\'s own, replacing the entry', async () => {
    categoryApi(many(2, { categoryName: 'Bebidas' }));
    await renderWithShell(
      <>
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="/category-details/:slug/:id" element={<CategoryDetailsPage />} />
        </Routes>
        <BackButton />
      </>,
      { url: '/category-details/refrescos/1', history: ['/'] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Bebidas' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/category-details/bebidas/1'));
    await screen.findByRole('link', { name: 'Producto 1' });
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});

describe('brand, similar and combo pages', () => {
  it('brand page: titled with the brand, products by brandId', async () => {
    const api = mockApi((c) => page(many(2, { brandName: 'Gloria' }), c.params));
    await renderRemoteRoutes(routes, { url: '/brand-details/gloria/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gloria' })).toBeInTheDocument();
    expect(api.mock.calls[0]![0].url).toBe('/PE/products/brand-products');
    expect(api.mock.calls[0]![0].params.brandId).toBe('7');
    expect(window.dataLayer).toContainEqual({ event: 'screen_view', screen_name: 'brand_details' });
  });

  it('an unknown brand (404) is the not-found page; a known one\'s wrong slug is corrected', async () => {
    mockApi((c) => (c.params.brandId === '7' ? page(many(2, { brandName: 'Gloria' }), c.params) : { status: 404, data: {} }));
    const { unmount } = await renderRemoteRoutes(routes, { url: '/brand-details/gloria/8' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Esta marca no existe o ya no está disponible.')).toBeInTheDocument();
    unmount();

    await renderRemoteRoutes(routes, { url: '/brand-details/-/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gloria' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/brand-details/gloria/7'));
  });

  it('an empty brand says so', async () => {
    mockApi(() => ({ data: { count: 0, records: [] } }));
    await renderRemoteRoutes(routes, { url: '/brand-details/gloria/7' });
    expect(await screen.findByText('No hay productos para mostrar por ahora.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Productos por marca' })).toBeInTheDocument();
  });

  it('similar page: products similar to the id, with the address as addressId', async () => {
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '77' } });
    const api = mockApi((c) => page(many(2), c.params));
    await renderRemoteRoutes(routes, { url: '/similar-products-details/12' });
    await screen.findByRole('link', { name: 'Producto 1' });
    expect(api.mock.calls[0]![0].url).toBe('/PE/products/similar-products');
    expect(api.mock.calls[0]![0].params).toEqual({ productId: '12', countryId: 'PE', languageCode: 'es', limit: 20, offset: 0, addressId: '77' });
  });

  it('all combos: combo tiles with show more', async () => {
    const all = Array.from({ length: 25 }, (_, i) => combo({ comboOfferId: i + 1, comboName: `Combo ${i + 1}` }));
    const api = mockApi((c) => page(all, c.params));
    await renderRemoteRoutes(routes, { url: '/combo-offers-all' });
    expect(await screen.findByRole('link', { name: 'Combo 1' })).toHaveAttribute('href', '/combo-offer-details/1');
    expect(tiles()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar más' }));
    await screen.findByRole('link', { name: 'Combo 25' });
    expect(api.mock.calls.map(([c]) => `${c.url} ${c.params.offset}`)).toEqual(['/PE/homescreen/combo-offers 0', '/PE/homescreen/combo-offers 20']);
  });

  it('combos of a product', async () => {
    const api = mockApi((c) => page([combo()], c.params));
    await renderRemoteRoutes(routes, { url: '/combo-offers-all/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Combos con este producto' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Combo Parrillero' });
    expect(api.mock.calls[0]![0].url).toBe('/PE/combo-offers/products/12');
  });
});

describe('rebuy page', () => {
  it('asks guests to log in and calls nothing', async () => {
    useSession.setState({ userId: '9', userData: { roleName: 'WEB_GUEST_USER', userAddressId: '3' } });
    const api = mockApi(() => ({ data: { count: 0, records: [] } }));
    const asked: unknown[] = [];
    const off = events.on('auth:login-required', (p) => asked.push(p));
    await renderRemoteRoutes(routes, { url: '/rebuy-products-details' });
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(asked).toEqual([{ reason: 'rebuy' }]);
    expect(api).not.toHaveBeenCalled();
    off();
  });

  it('lists a customer\'s products to buy again', async () => {
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '77' } });
    const api = mockApi((c) => page(many(2), c.params));
    await renderRemoteRoutes(routes, { url: '/rebuy-products-details' });
    await screen.findByRole('link', { name: 'Producto 2' });
    expect(api.mock.calls[0]![0].url).toBe('/PE/products/buy-again-products');
    expect(window.dataLayer).toContainEqual({ event: 'screen_view', screen_name: 'rebuy_products' });
  });
});
