import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoriesQueryOptions } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { changeLanguage } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { HomeSections } from './home-sections';
import { combo, product } from '../../../testing/fixtures';
import { mockApi } from '../../../../../tools/jest/remote/mock-api';
import { hydrateServerHtml, renderWithShell, testQueryClient } from '../../../../../tools/jest/remote/render';

const NAMES = {
  es: [['Bebidas', 'Cervezas'], ['Inca Kola', 'Gloria']],
  en: [['Drinks', 'Beer'], ['Inca Kola', 'Gloria']],
} as const;

/** The catalogue API, answering in the request's language. */
function shopApi() {
  return mockApi((config) => {
    const lang = config.params.languageCode as 'es' | 'en';
    if (config.url === '/PE/homescreen/categories') {
      const records = NAMES[lang][0].map((name, i) => ({
        categoryId: i + 1,
        categoryImageUrl: `/api/v1/images/categories/${i + 1}.svg`,
        customAttributes: [{ attributeCode: 'category_name', value: name }, { attributeCode: 'age_restriction', value: i === 1 ? '18' : '0' }],
      }));
      return { data: { count: records.length, records } };
    }
    if (config.url === '/PE/homescreen/combo-offers') {
      return { data: { count: 1, records: [combo({ comboName: lang === 'es' ? 'Combo Parrillero' : 'Barbecue combo' })] } };
    }
    if (config.url === '/PE/products/popular-products') {
      return { data: { count: 2, records: [product({ productId: 12, name: lang === 'es' ? 'Leche Gloria 1 L' : 'Gloria milk 1 L' }), product({ productId: 13, name: 'Inca Kola 500 ml' })] } };
    }
    if (config.url === '/PE/products/buy-again-products') {
      return { data: { count: 1, records: [product({ productId: 30, name: 'Pan de molde' })] } };
    }
    if (config.url === '/brands/list') {
      const records = NAMES[lang][1].map((brandName, i) => ({ brandId: i + 10, brandName, brandImage: `/api/v1/images/brands/${i + 10}.svg` }));
      return { data: { count: records.length, records } };
    }
    return { status: 404, data: {} };
  });
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ language: 'es', country: 'PE', userId: null, userData: null });
  (globalThis as any).__mediaMatches = () => false;
  window.dataLayer = [];
});

afterEach(async () => {
  await act(() => changeLanguage('es'));
});

describe('HomeSections', () => {
  it('shows the categories and brands of the API in Spanish, linking to their pages', async () => {
    const api = shopApi();
    await renderWithShell(<HomeSections />);

    const categories = screen.getByRole('region', { name: 'Categorías' });
    const beer = await within(categories).findByRole('link', { name: 'Cervezas' });
    expect(beer).toHaveAttribute('href', '/category-details/cervezas/2');
    expect(within(categories).getByRole('link', { name: 'Bebidas' })).toHaveAttribute('href', '/category-details/bebidas/1');

    const brands = screen.getByRole('region', { name: 'Marcas' });
    expect(await within(brands).findByRole('link', { name: 'Inca Kola' })).toHaveAttribute('href', '/brand-details/inca-kola/10');

    const categoryCall = api.mock.calls.find(([c]) => c.url === '/PE/homescreen/categories')![0];
    expect(categoryCall.params).toEqual({ countryId: 'PE', languageCode: 'es', limit: 20, offset: 0, category: 1 });
    const brandCall = api.mock.calls.find(([c]) => c.url === '/brands/list')![0];
    expect(brandCall.params).toEqual({ countryId: 'PE', languageCode: 'es', target: 'brandList', limit: 50, offset: 0 });
  });

  it('hydrates what the server rendered even when the footer read the categories before this slot\'s code arrived', async () => {
    shopApi();
    const browserCache = testQueryClient();
    browserCache.setQueryData(categoriesQueryOptions().queryKey, {
      count: 1, records: [{ categoryId: 1, categoryImageUrl: '', customAttributes: [{ attributeCode: 'category_name', value: 'Bebidas' }] }],
    });
    const { container, mismatches, unmount } = await hydrateServerHtml(<HomeSections />, { browserCache });
    const categories = within(container).getByRole('region', { name: 'Categorías' });
    expect(await within(categories).findByRole('link', { name: 'Bebidas' })).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    unmount();
  });

  it('sends the session address with the category call', async () => {
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '77' } });
    const api = shopApi();
    await renderWithShell(<HomeSections />);
    await screen.findByRole('link', { name: 'Cervezas' });
    expect(api.mock.calls.find(([c]) => c.url === '/PE/homescreen/categories')![0].params.addressId).toBe('77');
  });

  it('refetches in English on language:changed and shows English headings and names', async () => {
    const api = shopApi();
    await renderWithShell(<HomeSections />);
    await screen.findByRole('link', { name: 'Cervezas' });
    const before = api.mock.calls.length;

    await act(() => changeLanguage('en'));

    expect(await screen.findByRole('link', { name: 'Beer' })).toHaveAttribute('href', '/category-details/beer/2');
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Brands' })).toBeInTheDocument();
    const after = api.mock.calls.slice(before).map(([c]) => `${c.url} ${c.params.languageCode}`);
    // One call per section, not one per signal (session change + event).
    expect(after.sort()).toEqual(['/PE/homescreen/categories en', '/PE/homescreen/combo-offers en', '/PE/products/popular-products en', '/brands/list en'].sort());
    expect(await screen.findByRole('link', { name: 'Gloria milk 1 L' })).toBeInTheDocument();
  });

  it('reads the combos and popular products again on address:changed (the serving store: prices, availability); categories and brands stay', async () => {
    const api = shopApi();
    await renderWithShell(<HomeSections />);
    await screen.findByRole('link', { name: 'Cervezas' });
    await screen.findByRole('link', { name: 'Leche Gloria 1 L' });
    const before = api.mock.calls.length;
    act(() => events.emit('address:changed', { userAddressId: null }));
    await waitFor(() => expect(api.mock.calls.length).toBe(before + 2));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(api.mock.calls.slice(before).map(([c]) => c.url).sort()).toEqual(['/PE/homescreen/combo-offers', '/PE/products/popular-products']);
  });

  it('reads nothing on cart:changed: the tiles count from the page\'s cart', async () => {
    const api = shopApi();
    await renderWithShell(<HomeSections />);
    await screen.findByRole('link', { name: 'Cervezas' });
    await screen.findByRole('link', { name: 'Leche Gloria 1 L' });
    const before = api.mock.calls.length;
    act(() => events.emit('cart:changed', { reason: 'add' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(api.mock.calls.length).toBe(before);
  });

  it('reads the tile sections again on a login (auth:changed: prices, counts and the rebuy list)', async () => {
    const api = shopApi();
    await renderWithShell(<HomeSections />);
    await screen.findByRole('link', { name: 'Leche Gloria 1 L' });
    const before = api.mock.calls.length;
    act(() => events.emit('auth:changed', { userId: '5', roleName: 'USER' }));
    await waitFor(() => expect(api.mock.calls.slice(before).map(([c]) => c.url).sort()).toEqual(['/PE/homescreen/combo-offers', '/PE/products/popular-products']));
  });

  it('orders the sections: categories, combos, popular, rebuy, brands', async () => {
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '77' }, dob: null });
    shopApi();
    await renderWithShell(<HomeSections />);
    await screen.findByRole('link', { name: 'Pan de molde' });
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby') && document.getElementById(r.getAttribute('aria-labelledby')!)?.textContent))
      .toEqual(['Categorías', 'Combos', 'Productos populares', 'Vuelve a comprar', 'Marcas']);
  });

  it('sends the session address with the tile sections and links each "view all" to its page', async () => {
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '77' }, dob: null });
    const api = shopApi();
    await renderWithShell(<HomeSections />);
    await screen.findByRole('link', { name: 'Pan de molde' });
    const params = (url: string) => api.mock.calls.find(([c]) => c.url === url)![0].params;
    expect(params('/PE/homescreen/combo-offers')).toEqual({ countryId: 'PE', languageCode: 'es', limit: 10, offset: 0, userAddressId: '77' });
    expect(params('/PE/products/popular-products')).toEqual({ countryId: 'PE', languageCode: 'es', limit: 20, offset: 0, userAddressId: '77' });
    expect(params('/PE/products/buy-again-products')).toEqual({ countryId: 'PE', languageCode: 'es', limit: 10, offset: 0, userAddressId: '77' });
    expect(screen.getByRole('link', { name: 'Ver todo: Combos' })).toHaveAttribute('href', '/combo-offers-all');
    expect(screen.getByRole('link', { name: 'Ver todo: Productos populares' })).toHaveAttribute('href', '/popular-products-details');
    expect(screen.getByRole('link', { name: 'Ver todo: Vuelve a comprar' })).toHaveAttribute('href', '/rebuy-products-details');
    // Tiles link to their pages.
    expect(screen.getByRole('link', { name: 'Combo Parrillero' })).toHaveAttribute('href', '/combo-offer-details/3');
    expect(screen.getByRole('link', { name: 'Leche Gloria 1 L' })).toHaveAttribute('href', '/product-details/leche-gloria-1-l/12');
  });

  it.each([
    ['a visitor', { userId: null, userData: null }],
    ['a guest', { userId: '9', userData: { roleName: 'WEB_GUEST_USER' as const, userAddressId: '3' } }],
  ])('shows no rebuy section and asks for none for %s', async (_who, session) => {
    useSession.setState(session);
    const api = shopApi();
    await renderWithShell(<HomeSections />);
    await screen.findByRole('link', { name: 'Leche Gloria 1 L' });
    expect(screen.queryByRole('region', { name: 'Vuelve a comprar' })).not.toBeInTheDocument();
    expect(api.mock.calls.some(([c]) => c.url === '/PE/products/buy-again-products')).toBe(false);
  });

  it('shows the rebuy section once a customer logs in', async () => {
    const api = shopApi();
    await renderWithShell(<HomeSections />);
    await screen.findByRole('link', { name: 'Leche Gloria 1 L' });
    act(() => useSession.getState().setUser({ userId: 5, roleName: 'USER', userAddressId: 77 }));
    const rebuy = await screen.findByRole('region', { name: 'Vuelve a comprar' });
    expect(await within(rebuy).findByRole('link', { name: 'Pan de molde' })).toBeInTheDocument();
    expect(api.mock.calls.filter(([c]) => c.url === '/PE/products/buy-again-products')).toHaveLength(1);
  });

  it('hides a tile section whose list is empty', async () => {
    const ok = shopApi().getMockImplementation()!;
    mockApi((config) => (config.url === '/PE/homescreen/combo-offers' ? { data: { count: 0, records: [] } } : ok(config)));
    await renderWithShell(<HomeSections />);
    await screen.findByRole('link', { name: 'Leche Gloria 1 L' });
    expect(screen.queryByRole('region', { name: 'Combos' })).not.toBeInTheDocument();
  });

  it('shows a retry on error, and Retry loads the section', async () => {
    let failing = true;
    const ok = shopApi().getMockImplementation()!;
    mockApi((config) => (failing && config.url === '/PE/homescreen/categories' ? { status: 500, data: {} } : ok(config)));
    await renderWithShell(<HomeSections />);

    const categories = screen.getByRole('region', { name: 'Categorías' });
    const retry = await within(categories).findByRole('button', { name: 'Reintentar' });
    expect(within(categories).getByText('No pudimos cargar esta sección.')).toBeInTheDocument();
    // The other section is not affected.
    expect(await screen.findByRole('link', { name: 'Inca Kola' })).toBeInTheDocument();

    failing = false;
    await userEvent.click(retry);
    expect(await within(categories).findByRole('link', { name: 'Cervezas' })).toBeInTheDocument();
    expect(within(categories).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('shows fixed-height skeletons while loading', async () => {
    mockApi(() => new Promise(() => {}));
    await renderWithShell(<HomeSections />);
    // Categories, combos, popular, brands (no rebuy for a visitor).
    expect(screen.getAllByRole('status', { name: 'Cargando…' })).toHaveLength(4);
  });

  it('on a phone shows the categories as a two-row scrolling list, without the carousel', async () => {
    (globalThis as any).__mediaMatches = (q: string) => q.includes('max-width:767px');
    shopApi();
    await renderWithShell(<HomeSections />);
    const list = await screen.findByRole('list', { name: 'Categorías' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Cervezas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Siguientes: Categorías' })).not.toBeInTheDocument();
  });

  it('reports GA4 select_content (not a priceless select_item) when a category is opened', async () => {
    shopApi();
    await renderWithShell(<HomeSections />);
    await userEvent.click(await screen.findByRole('link', { name: 'Cervezas' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/category-details/cervezas/2');
    expect(window.dataLayer).toEqual([{ event: 'select_content', content_type: 'category', content_id: '2', content_name: 'Cervezas' }]);
  });

  it('reports GA4 select_content when a brand is opened', async () => {
    shopApi();
    await renderWithShell(<HomeSections />);
    await userEvent.click(await screen.findByRole('link', { name: 'Gloria' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/brand-details/gloria/11');
    expect(window.dataLayer).toEqual([{ event: 'select_content', content_type: 'brand', content_id: '11', content_name: 'Gloria' }]);
  });
});
