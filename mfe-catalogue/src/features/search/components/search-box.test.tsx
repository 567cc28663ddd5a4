import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { changeLanguage } from '@shop/shared/i18n';
import { SearchBox } from './search-box';
import { renderWithShell } from '../../../../../tools/jest/remote/render';

const box = () => screen.getByRole('searchbox', { name: 'Buscar productos' });
const location = () => screen.getByTestId('location').textContent;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => setOnline(true));

describe('SearchBox', () => {
  it('is a labelled search field with a translated placeholder', async () => {
    await renderWithShell(<SearchBox />);
    expect(box()).toHaveAttribute('placeholder', '¿Qué estás buscando?');
    expect(screen.getByRole('search')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('placeholder', 'What are you looking for?');
    await act(() => changeLanguage('es'));
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
});
