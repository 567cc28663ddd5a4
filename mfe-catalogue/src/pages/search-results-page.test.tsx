// Search results: the search call's parameters per sort, show more (+20 while fewer are shown than found), the
// no-products message, and the age-restriction notice once per search.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { Link, Route, Routes } from 'react-router-dom';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import SearchResultsPage from './search-results-page';
import { product } from '../testing/fixtures';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { BackButton, renderWithShell } from '../../../tools/jest/remote/render';

const CATALOGUE = Array.from({ length: 45 }, (_, i) =>
  product({ productId: i + 1, name: `Leche ${String(i + 1).padStart(2, '0')}`, productPrice: [{ actualPrice: 10 + (i % 7), discountedPrice: 10 + (i % 7) }] }));

interface Options {
  /** Texts whose results hold an age-restricted product. */
  restricted?: string[];
}

function searchApi({ restricted = [] }: Options = {}) {
  return mockApi((config: InternalAxiosRequestConfig) => {
    if (config.url !== '/products-search/products') return { status: 404, data: {} };
    const { search, offset, limit } = config.params as { search: string; offset: number; limit: number };
    const found = search.toLowerCase().startsWith('leche') || restricted.includes(search) ? CATALOGUE : [];
    const records = found.slice(offset, offset + limit);
    return {
      data: { count: 1, records: [{ count: found.length, records, ageRestricted: restricted.includes(search), similerKeywords: found.length ? [] : ['Leche Gloria', 'Lácteos'] }] },
    };
  });
}

const searchCalls = (api: ReturnType<typeof mockApi>) => api.mock.calls.map(([c]) => c).filter((c) => c.url === '/products-search/products');
const tiles = () => screen.queryAllByRole('article');

function renderPage(url = '/search-products/leche/leche') {
  return renderWithShell(
    <>
      <Routes>
        <Route path="/search-products/:slug/:query" element={<SearchResultsPage />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
      <Link to="/search-products/cerveza/cerveza">search beer</Link>
      <BackButton />
    </>,
    { url },
  );
}

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  useSession.setState({ language: 'es', country: 'PE', userId: null, userData: null });
});

describe('SearchResultsPage', () => {
  it('asks for the first 20 results by relevance and shows them as product tiles', async () => {
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '77' } });
    const api = searchApi();
    await renderPage(`/search-products/leche-entera/${encodeURIComponent('Leche entera')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados de búsqueda' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(tiles()).toHaveLength(20));
    expect(searchCalls(api)[0]!.params).toEqual({
      search: 'Leche entera', countryId: 'PE', languageCode: 'es', sortColumn: 'none', sortType: 'asc', limit: 20, offset: 0, userAddressId: '77',
    });
    expect(screen.getByText('45 productos para «Leche entera»')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leche 01' })).toHaveAttribute('href', '/product-details/leche-01/1');
    // The first view's six tiles load their images at once; the rest when scrolled to.
    expect(tiles().map((tile) => tile.querySelector('img')?.getAttribute('loading')).indexOf('lazy')).toBe(6);
    expect(window.dataLayer).toContainEqual({ event: 'screen_view', screen_name: 'search_products' });
    await waitFor(() => expect(document.title).toMatch(/^Resultados de búsqueda \| /));
  });

  it('shows 20 more per "show more" while fewer are shown than found', async () => {
    const api = searchApi();
    await renderPage();
    await waitFor(() => expect(tiles()).toHaveLength(20));
    expect(screen.getByText('Mostrando 20 de 45')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar más' }));
    await waitFor(() => expect(tiles()).toHaveLength(40));
    expect(searchCalls(api).at(-1)!.params).toMatchObject({ offset: 20, limit: 20 });

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar más' }));
    await waitFor(() => expect(tiles()).toHaveLength(45));
    expect(searchCalls(api).at(-1)!.params).toMatchObject({ offset: 40, limit: 20 });
    expect(screen.getByText('Mostrando 45 de 45')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).not.toBeInTheDocument();
    expect(searchCalls(api)).toHaveLength(3);
  });

  it.each([
    ['Precio: de menor a mayor', 'price', 'asc'],
    ['Precio: de mayor a menor', 'price', 'desc'],
    ['Popularidad', 'popularity', 'desc'],
    ['Valoración', 'rating', 'desc'],
    ['Relevancia', 'none', 'asc'],
  ])('sorting by "%s" asks again from the first result with sortColumn %s, sortType %s', async (label, sortColumn, sortType) => {
    const api = searchApi();
    await renderPage();
    await waitFor(() => expect(tiles()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar más' }));
    await waitFor(() => expect(tiles()).toHaveLength(40));

    const select = screen.getByRole('combobox', { name: 'Ordenar por' });
    // From another sort first, so that choosing 'Relevancia' is a change too.
    await userEvent.selectOptions(select, label === 'Relevancia' ? 'Popularidad' : 'Relevancia');
    await userEvent.selectOptions(select, label);
    await waitFor(() => expect(searchCalls(api).at(-1)!.params).toMatchObject({ sortColumn, sortType, offset: 0, limit: 20 }));
    await waitFor(() => expect(tiles()).toHaveLength(20));
    expect(select).toHaveDisplayValue(label);
  });

  it('keeps the sort in the URL: a link with ?sort= opens sorted, each choice is a history entry that back returns from', async () => {
    const api = searchApi();
    await renderPage('/search-products/leche/leche?sort=priceHighToLow&lang=es');
    const select = await screen.findByRole('combobox', { name: 'Ordenar por' });
    expect(select).toHaveDisplayValue('Precio: de mayor a menor');
    await waitFor(() => expect(tiles()).toHaveLength(20));
    expect(searchCalls(api).map((c) => [c.params.sortColumn, c.params.sortType])).toEqual([['price', 'desc']]);

    await userEvent.selectOptions(select, 'Popularidad');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?sort=popularity&lang=es'));
    await waitFor(() => expect(searchCalls(api).at(-1)!.params).toMatchObject({ sortColumn: 'popularity', sortType: 'desc' }));
    await userEvent.selectOptions(select, 'Relevancia');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?lang=es'));

    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Popularidad'));
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Precio: de mayor a menor'));
    await waitFor(() => expect(searchCalls(api).at(-1)!.params).toMatchObject({ sortColumn: 'price', sortType: 'desc' }));
  });

  it('reads an unknown sort in the URL as relevance', async () => {
    const api = searchApi();
    await renderPage('/search-products/leche/leche?sort=cheapest');
    expect(await screen.findByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Relevancia');
    await waitFor(() => expect(searchCalls(api)[0]!.params).toMatchObject({ sortColumn: 'none', sortType: 'asc' }));
  });

  it('without results shows the no-products message with its image, close keywords and a way home', async () => {
    searchApi();
    await renderPage('/search-products/xyzzy/xyzzy');
    expect(await screen.findByRole('heading', { level: 2, name: 'No encontramos productos' })).toBeInTheDocument();
    expect(screen.getByText(/No hay productos para «xyzzy»/)).toBeInTheDocument();
    expect(document.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
    expect(tiles()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leche Gloria' })).toHaveAttribute('href', `/search-products/leche-gloria/${encodeURIComponent('Leche Gloria')}`);
    await userEvent.click(screen.getByRole('link', { name: 'Seguir comprando' }));
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('sends at most the 100 characters the API takes, and nothing for a blank text', async () => {
    const api = searchApi();
    const long = `leche ${'x'.repeat(150)}`;
    const { unmount } = await renderPage(`/search-products/leche/${encodeURIComponent(long)}`);
    await waitFor(() => expect(searchCalls(api)).toHaveLength(1));
    expect(searchCalls(api)[0]!.params.search).toBe(long.slice(0, 100));
    unmount();

    const blank = searchApi();
    await renderPage('/search-products/-/%20%20');
    expect(await screen.findByRole('heading', { level: 2, name: 'No encontramos productos' })).toBeInTheDocument();
    act(() => events.emit('cart:changed', { reason: 'add' }));
    expect(searchCalls(blank)).toHaveLength(0);
  });

  it('opens the age-restriction notice once for a search with age-restricted results, and again for the next such search', async () => {
    const api = searchApi({ restricted: ['leche', 'cerveza'] });
    await renderPage();
    const notice = await screen.findByRole('dialog', { name: 'Productos para mayores de 18 años' });
    expect(within(notice).getByText(/solo se venden a mayores de 18 años/)).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Same search, other order or more results: no second notice.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Popularidad');
    await waitFor(() => expect(searchCalls(api).at(-1)!.params.sortColumn).toBe('popularity'));
    await waitFor(() => expect(tiles()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar más' }));
    await waitFor(() => expect(tiles()).toHaveLength(40));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A new search flagged again: the notice again.
    await userEvent.click(screen.getByRole('link', { name: 'search beer' }));
    expect(await screen.findByRole('dialog', { name: 'Productos para mayores de 18 años' })).toBeInTheDocument();
  });

  it('shows no notice when no result is age-restricted', async () => {
    searchApi();
    await renderPage();
    await waitFor(() => expect(tiles()).toHaveLength(20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  /** The first page and one "show more": 40 results shown. */
  async function showForty() {
    await renderPage();
    await waitFor(() => expect(tiles()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar más' }));
    await waitFor(() => expect(tiles()).toHaveLength(40));
  }

  it('reads nothing again when the cart changes: the tiles count from the page\'s cart', async () => {
    const api = searchApi();
    await showForty();
    const before = searchCalls(api).length;
    act(() => events.emit('cart:changed', { reason: 'add' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(searchCalls(api)).toHaveLength(before);
    expect(tiles()).toHaveLength(40);
  });

  it('reads the shown results again (every page shown) when the delivery address changes: another store\'s prices', async () => {
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '77' } });
    const api = searchApi();
    await showForty();
    const before = searchCalls(api).length;
    act(() => useSession.getState().setUserAddressId('78'));
    await waitFor(() => expect(searchCalls(api).length).toBe(before + 2));
    expect(searchCalls(api).slice(before).map((c) => [c.params.offset, c.params.limit, c.params.userAddressId])).toEqual([[0, 20, '78'], [20, 20, '78']]);
    expect(tiles()).toHaveLength(40);
  });
});
