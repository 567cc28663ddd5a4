import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { Link } from 'react-router-dom';
import { changeLanguage } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { SearchBox } from './search-box';
import { mockApi } from '../../../../../tools/jest/remote/mock-api';
import { hydrateServerHtml, renderWithShell, testQueryClient } from '../../../../../tools/jest/remote/render';

const box = () => screen.getByRole('combobox', { name: 'Buscar productos' });
const location = () => screen.getByTestId('location').textContent;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

const PRODUCTS = [
  { productId: 12, slug: 'leche-gloria-entera-1-l', name: 'Leche Gloria Entera 1 L', categoryName: 'Lácteos', imageUrl: '/api/v1/images/products/12.svg' },
  { productId: 13, slug: 'leche-laive-400-g', name: 'Leche Laive 400 g', categoryName: 'Lácteos', imageUrl: null },
];

/** The quick-search API: products whose name holds the text, else close keywords. */
function quickSearchApi() {
  return mockApi((config) => {
    if (config.url !== '/products-search/quick') return { status: 404, data: {} };
    const text = String(config.params.search).toLowerCase();
    const records = PRODUCTS.filter((p) => p.name.toLowerCase().includes(text));
    const similerKeywords = records.length ? [] : ['Leche Gloria', 'Lácteos'];
    return { data: { count: 1, records: [{ count: records.length, records, similerKeywords }] } };
  });
}

const quickCalls = (api: ReturnType<typeof mockApi>) => api.mock.calls.filter(([c]) => c.url === '/products-search/quick');

beforeEach(() => {
  window.dataLayer = [];
  useSession.setState({ language: 'es', country: 'PE', userId: null, userData: null });
});

afterEach(() => {
  setOnline(true);
  jest.useRealTimers();
});

describe('SearchBox', () => {
  it('on a page rendered on the server, keeps what was typed before its code ran and suggests for it once hydrated', async () => {
    quickSearchApi();
    const { container, mismatches, unmount } = await hydrateServerHtml(<SearchBox />, {
      browserCache: testQueryClient(),
      beforeHydrate: (html) => {
        const input = html.querySelector('input')!;
        input.focus();
        input.value = 'leche';
      },
    });
    expect(await within(container).findByRole('option', { name: /Leche Gloria Entera/ })).toBeInTheDocument();
    expect(within(container).getByRole('combobox', { name: 'Buscar productos' })).toHaveValue('leche');
    expect(mismatches).toEqual([]);
    unmount();
  });

  it('works before its code runs: a GET form to /search with the text as q, and the URL language when the page was opened by it', async () => {
    const { unmount } = await renderWithShell(<SearchBox />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'q');
    expect(form.querySelector('input[name="lang"]')).toBeNull();
    unmount();
    await renderWithShell(<SearchBox />, { url: '/?lang=en' });
    expect(screen.getByRole('search').querySelector('input[type="hidden"][name="lang"]')).toHaveValue('en');
  });

  it('is a labelled search field with a translated placeholder', async () => {
    await renderWithShell(<SearchBox />);
    expect(box()).toHaveAttribute('placeholder', '¿Qué estás buscando?');
    expect(screen.getByRole('search')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveAttribute('placeholder', 'What are you looking for?');
    await act(() => changeLanguage('es'));
  });

  it('Enter that makes React hydrate the box searches what the box holds, before its state has caught up', async () => {
    await renderWithShell(<SearchBox />);
    // What a shopper typed before the code ran, not yet taken into the state (the effect that does it runs later).
    (box() as HTMLInputElement).value = 'leche';
    fireEvent.submit(screen.getByRole('search'));
    expect(location()).toBe('/search-products/leche/leche');
  });

  it('on Enter goes to /search-products/{slug}/{encoded text}', async () => {
    await renderWithShell(<SearchBox />);
    await userEvent.type(box(), 'Cerveza Cusqueña 620 ml{Enter}');
    expect(location()).toBe(`/search-products/cerveza-cusqueña-620-ml/${encodeURIComponent('Cerveza Cusqueña 620 ml')}`);
  });

  it('submits with the search button too, trimming trailing blanks', async () => {
    await renderWithShell(<SearchBox />);
    await userEvent.type(box(), 'pan  ');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe('/search-products/pan/pan');
  });

  it('does nothing without text', async () => {
    await renderWithShell(<SearchBox />, { url: '/combo-offers-all' });
    await userEvent.type(box(), '{Enter}');
    expect(location()).toBe('/combo-offers-all');
  });

  it('never starts with a space', async () => {
    await renderWithShell(<SearchBox />);
    await userEvent.type(box(), '   leche');
    expect(box()).toHaveValue('leche');
  });

  it('takes at most the 100 characters the search API accepts', async () => {
    await renderWithShell(<SearchBox />);
    expect(box()).toHaveAttribute('maxlength', '100');
  });

  it("mirrors the URL's search text on a search route", async () => {
    await renderWithShell(<SearchBox />, { url: `/search-products/leche-100/${encodeURIComponent('Leche 100% entera')}` });
    expect(box()).toHaveValue('Leche 100% entera');
  });

  it("clears itself on '/' and keeps its text elsewhere", async () => {
    await renderWithShell(
      <>
        <SearchBox />
        <Link to="/">home</Link>
        <Link to="/combo-offers-all">combos</Link>
      </>,
      { url: '/search-products/arroz/arroz' },
    );
    expect(box()).toHaveValue('arroz');
    await userEvent.click(screen.getByRole('link', { name: 'combos' }));
    expect(box()).toHaveValue('arroz');
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(box()).toHaveValue('');
  });

  it("clears itself when a link to '/' is followed while already on '/' (the header logo)", async () => {
    await renderWithShell(
      <>
        <SearchBox />
        <Link to="/">logo</Link>
      </>,
    );
    await userEvent.type(box(), 'leche');
    expect(box()).toHaveValue('leche');
    await userEvent.click(screen.getByRole('link', { name: 'logo' }));
    expect(location()).toBe('/');
    expect(box()).toHaveValue('');
  });

  it('reports the GA4 search event with the trimmed term on submit, and nothing without text', async () => {
    await renderWithShell(<SearchBox />);
    await userEvent.type(box(), '{Enter}');
    expect(window.dataLayer).toEqual([]);
    await userEvent.type(box(), 'Leche Gloria  {Enter}');
    expect(window.dataLayer).toEqual([{ event: 'search', search_term: 'Leche Gloria' }]);
  });

  it("focused while offline shows the sticky 'Conexión Perdida' warning until the connection is back", async () => {
    await renderWithShell(<SearchBox />);
    setOnline(false);
    await userEvent.click(box());
    expect(await screen.findByText('Conexión Perdida')).toBeInTheDocument();
    expect(screen.getByText('Por favor, compruebe su conexión a Internet.')).toBeInTheDocument();
    // Focusing again does not stack a second warning.
    await userEvent.tab();
    await userEvent.click(box());
    expect(screen.getAllByText('Conexión Perdida')).toHaveLength(1);

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('Conexión Perdida')).not.toBeInTheDocument());
  });

  it('shows no warning when focused online', async () => {
    await renderWithShell(<SearchBox />);
    await userEvent.click(box());
    expect(screen.queryByText('Conexión Perdida')).not.toBeInTheDocument();
  });

  describe('suggestions', () => {
    const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    beforeEach(() => {
      jest.useFakeTimers();
    });

    it('asks for suggestions only from 4 characters, 1000 ms after the last key', async () => {
      const api = quickSearchApi();
      await renderWithShell(<SearchBox />);
      const u = user();
      await u.type(box(), 'lec');
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(quickCalls(api)).toHaveLength(0);

      await u.type(box(), 'h');
      await act(() => jest.advanceTimersByTimeAsync(999));
      expect(quickCalls(api)).toHaveLength(0);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(quickCalls(api)).toHaveLength(1);
      expect(quickCalls(api)[0]![0].params).toEqual({ search: 'lech', countryId: 'PE', languageCode: 'es', limit: 20, offset: 0, sortType: 'asc' });

      const listbox = await screen.findByRole('listbox', { name: 'Sugerencias de búsqueda' });
      expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Leche Gloria Entera 1 LLácteos', 'Leche Laive 400 gLácteos']);
      expect(box()).toHaveAttribute('aria-expanded', 'true');
    });

    it('waits for the shopper to stop typing: one call for the final text', async () => {
      const api = quickSearchApi();
      useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '77' } });
      await renderWithShell(<SearchBox />);
      const u = user();
      await u.type(box(), 'leche');
      await act(() => jest.advanceTimersByTimeAsync(500));
      await u.type(box(), ' glo');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(quickCalls(api).map(([c]) => c.params.search)).toEqual(['leche glo']);
      expect(quickCalls(api)[0]![0].params.userAddressId).toBe('77');
      expect(await screen.findByRole('option', { name: /Leche Gloria Entera/ })).toBeInTheDocument();
    });

    it('cancels the call for a text the shopper typed past, without a "no internet" toast', async () => {
      const signals: AbortSignal[] = [];
      const answered = quickSearchApi();
      const api = mockApi((config) => {
        if (config.params.search !== 'lech') return answered(config);
        const signal = config.signal as AbortSignal;
        signals.push(signal);
        // A request that never answers; aborted, the transport reports no answer (the status-0 path).
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config))));
      });
      await renderWithShell(<SearchBox />);
      const u = user();
      await u.type(box(), 'lech');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(signals).toHaveLength(1);
      await u.type(box(), 'e');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(signals[0]!.aborted).toBe(true);
      expect(quickCalls(api).map(([c]) => c.params.search)).toEqual(['lech', 'leche']);
      expect(await screen.findByRole('option', { name: /Leche Gloria Entera/ })).toBeInTheDocument();
      expect(screen.queryByText('Por favor, compruebe la conexión a Internet.')).not.toBeInTheDocument();
    });

    it('drops the suggestions when the text gets shorter than 4 characters', async () => {
      quickSearchApi();
      await renderWithShell(<SearchBox />);
      const u = user();
      await u.type(box(), 'lech');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(await screen.findByRole('listbox')).toBeInTheDocument();
      await u.type(box(), '{Backspace}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(box()).toHaveAttribute('aria-expanded', 'false');
    });

    it('opens the product page of a clicked suggestion', async () => {
      quickSearchApi();
      await renderWithShell(<SearchBox />);
      const u = user();
      await u.type(box(), 'leche');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      await u.click(await screen.findByRole('option', { name: /Leche Laive/ }));
      expect(location()).toBe('/product-details/leche-laive-400-g/13');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });

    it('moves through the list with the arrow keys; Enter opens the highlighted product, Escape closes', async () => {
      quickSearchApi();
      await renderWithShell(<SearchBox />);
      const u = user();
      await u.type(box(), 'leche');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      const options = await screen.findAllByRole('option');
      await u.keyboard('{ArrowDown}');
      expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
      expect(options[0]).toHaveAttribute('aria-selected', 'true');
      await u.keyboard('{ArrowDown}{ArrowDown}');
      expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
      await u.keyboard('{ArrowUp}');
      expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);

      await u.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      await u.keyboard('{ArrowDown}{Enter}');
      expect(location()).toBe('/product-details/leche-gloria-entera-1-l/12');
    });

    it('Enter without a highlighted suggestion searches the typed text', async () => {
      quickSearchApi();
      await renderWithShell(<SearchBox />);
      const u = user();
      await u.type(box(), 'leche');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      await screen.findByRole('listbox');
      await u.keyboard('{Enter}');
      expect(location()).toBe('/search-products/leche/leche');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(window.dataLayer).toEqual([{ event: 'search', search_term: 'leche' }]);
    });

    it('lists close keywords when no product matches; choosing one searches it', async () => {
      quickSearchApi();
      await renderWithShell(<SearchBox />);
      const u = user();
      await u.type(box(), 'lehce');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      const keyword = await screen.findByRole('option', { name: 'Leche Gloria' });
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Leche Gloria', 'Lácteos']);
      await u.click(keyword);
      expect(location()).toBe(`/search-products/leche-gloria/${encodeURIComponent('Leche Gloria')}`);
      expect(box()).toHaveValue('Leche Gloria');
      expect(window.dataLayer).toEqual([{ event: 'search', search_term: 'Leche Gloria' }]);
    });

    it('a text that came from the URL asks for no suggestions', async () => {
      const api = quickSearchApi();
      await renderWithShell(<SearchBox />, { url: '/search-products/leche-gloria/Leche%20Gloria' });
      act(() => box().focus());
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(box()).toHaveValue('Leche Gloria');
      expect(quickCalls(api)).toHaveLength(0);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });

    it('forgets the typed text\'s suggestions when a navigation changes the box (the header logo)', async () => {
      quickSearchApi();
      await renderWithShell(
        <>
          <SearchBox />
          <Link to="/">logo</Link>
        </>,
        { url: '/combo-offers-all' },
      );
      const u = user();
      await u.type(box(), 'leche');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(await screen.findByRole('listbox')).toBeInTheDocument();
      await u.click(screen.getByRole('link', { name: 'logo' }));
      act(() => box().focus());
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(box()).toHaveValue('');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });

    it('never shows an older answer for a newer text', async () => {
      let release: (() => void) | undefined;
      const api = mockApi(async (config) => {
        const text = String(config.params.search);
        if (text === 'leche') await new Promise<void>((r) => { release = r; });
        const records = PRODUCTS.filter((p) => p.name.toLowerCase().includes(text.toLowerCase()));
        return { data: { count: 1, records: [{ count: records.length, records, similerKeywords: [] }] } };
      });
      await renderWithShell(<SearchBox />);
      const u = user();
      await u.type(box(), 'leche');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      await u.type(box(), ' laive');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(await screen.findByRole('option', { name: /Leche Laive/ })).toBeInTheDocument();
      await act(async () => release?.());
      expect(screen.getAllByRole('option')).toHaveLength(1);
      expect(quickCalls(api)).toHaveLength(2);
    });

    it('asks nothing while offline (the box shows the connection warning instead)', async () => {
      const api = quickSearchApi();
      await renderWithShell(<SearchBox />);
      setOnline(false);
      const u = user();
      await u.type(box(), 'leche');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(quickCalls(api)).toHaveLength(0);
      expect(screen.getByText('Conexión Perdida')).toBeInTheDocument();
    });
  });
});
