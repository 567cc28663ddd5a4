// Product details: what the page shows of the record (breadcrumb, gallery, prices, tags, attribute rules, descriptions),
// the toppings (ticked before adding; locked in the cart; Replace: close reverts, Confirm sends the new JSON), analytics.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { Route, Routes } from 'react-router-dom';
import { events } from '@shop/shared/events';
import { changeLanguage } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import ProductDetailsPage from './product-details-page';
import type { ProductRecord } from '../api/catalogue-records';
import { cart, product } from '../testing/fixtures';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { BackButton, renderWithShell } from '../../../tools/jest/remote/render';

const BURGER = product({
  productId: 12,
  name: 'Hamburguesa Clásica',
  brandName: 'Bembos',
  brandId: 7,
  categoryName: 'Comida rápida',
  categoryId: 4,
  productPrice: [{ actualPrice: 18, discountedPrice: 15.5 }],
  rating: 4.3,
  totalRatings: 12,
  toppings: [{ name: 'Queso extra', extraPrice: 2 }, { name: 'Tocino', extraPrice: 3 }, { name: 'Jalapeños', extraPrice: 0 }],
  productFile: [{ type: 'Primary', imageUrl: '/img/12-a.png' }],
  productAttribute: [
    { attributeCode: 'brand', attributeName: 'Marca', value: 'Bembos', inputType: 'text', visibleToUsers: true },
    { attributeCode: 'short_description', attributeName: 'Descripción corta', value: 'Hamburguesa de res a la parrilla.', inputType: 'textarea', visibleToUsers: true },
    { attributeCode: 'description', attributeName: 'Descripción', value: 'Carne de res, pan artesanal y salsas de la casa.', inputType: 'textarea', visibleToUsers: true },
    { attributeCode: 'age_restriction', attributeName: 'Edad mínima', value: '0', inputType: 'number', visibleToUsers: false },
    { attributeCode: 'secret_code', attributeName: 'Código interno', value: 'X-99', inputType: 'text', visibleToUsers: false },
    { attributeCode: 'no_of_unit', attributeName: 'Número de unidades', value: '2', inputType: 'number', visibleToUsers: true },
    { attributeCode: 'price_per_unit', attributeName: 'Precio por unidad de medida', value: '7.75', inputType: 'price', visibleToUsers: true },
    { attributeCode: 'unit_of_price_per_unit', attributeName: 'Unidad de medida', value: 'unid.', inputType: 'text', visibleToUsers: false },
    { attributeCode: 'toppings', attributeName: 'Adicionales', value: '["Queso extra","Tocino","Jalapeños"]', inputType: 'list', visibleToUsers: true },
  ],
});

const DETAILS = {
  ...BURGER,
  images: [
    { type: 'Primary', imageUrl: '/img/12-a.png' },
    { type: 'Secondary', imageUrl: '/img/12-b.png' },
    { type: 'Thumbnail', imageUrl: '/img/12-t.png' },
  ],
  shortDescription: 'Hamburguesa de res a la parrilla.',
  description: 'Carne de res, pan artesanal y salsas de la casa.',
};

const EMPTY_LIST = { count: 0, records: [] };
const RATINGS = { totalRatings: 0, totalReviews: 0, averageRating: null, individualRatings: [], feedbacks: { count: 0, records: [] }, canReview: false, reviewed: false };

function productApi(record: Partial<ProductRecord> = {}, { status = 200 }: { status?: number } = {}) {
  let current = { ...DETAILS, ...record };
  const api = mockApi((config: InternalAxiosRequestConfig) => {
    const { method, url } = config;
    if (method === 'get' && url === '/PE/products/12') return status === 200 ? { data: current } : { status, data: { errors: { general: [{ identifier: 'error.product.notFound', message: 'No existe' }] } } };
    if (method === 'get' && url === '/PE/feedback/12') return { data: RATINGS };
    if (method === 'get' && (url === '/PE/products/similar-products' || url === '/PE/products/popular-products' || url === '/PE/combo-offers/products/12')) return { data: EMPTY_LIST };
    // Two lines, both with toppings: the record names the first (the API's rule: the plain line, else the first).
    const lines = () => [{ cartItemId: 501, productId: 12, quantity: 3, toppings: current.selectedToppings }, { cartItemId: 502, productId: 12, quantity: 1, toppings: '["Queso extra"]' }];
    if (method === 'get' && url === '/PE/es/carts') return { data: cart(lines()) };
    if (method === 'post' && url === '/PE/es/carts/40/cart-items') {
      current = { ...current, cartItemCount: 1, cartItemId: 600, selectedToppings: JSON.parse(config.data as string).toppings };
      return { data: cart([{ cartItemId: 600, productId: 12, quantity: 1, toppings: current.selectedToppings }]) };
    }
    if (method === 'put' && url === '/PE/es/carts/40/cart-items/501') {
      current = { ...current, selectedToppings: JSON.parse(config.data as string).toppings };
      return { data: cart(lines()) };
    }
    return { status: 404, data: {} };
  });
  return api;
}

const calls = (api: ReturnType<typeof mockApi>, method: string, url: string) => api.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

function renderPage(url = '/product-details/hamburguesa-clásica/12', { history }: { history?: string[] } = {}) {
  return renderWithShell(
    <>
      <Routes>
        <Route path="/product-details/:slug/:id" element={<ProductDetailsPage />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
      <BackButton />
    </>,
    { url, history },
  );
}

const customer = () => useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '77' }, cartId: '40', dob: null });
const checkbox = (name: RegExp, scope: HTMLElement = document.body) => within(scope).getByRole('checkbox', { name });

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  useSession.setState({ language: 'es', country: 'PE', userId: null, userData: null, cartId: null });
});

describe('ProductDetailsPage', () => {
  it('reads and renders the sliders under the product only once the shopper comes near them', async () => {
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    });
    try {
      const api = productApi();
      await renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Hamburguesa Clásica' })).toBeInTheDocument();
      await waitFor(() => expect(observers).toHaveLength(1));
      expect(calls(api, 'get', '/PE/products/similar-products')).toHaveLength(0);
      expect(calls(api, 'get', '/PE/products/popular-products')).toHaveLength(0);
      act(() => observers[0]!([{ isIntersecting: true }]));
      await waitFor(() => expect(calls(api, 'get', '/PE/products/similar-products')).toHaveLength(1));
      expect(calls(api, 'get', '/PE/products/popular-products')).toHaveLength(1);
      expect(calls(api, 'get', '/PE/combo-offers/products/12')).toHaveLength(1);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('shows the product: breadcrumb, brand, name, prices, rating chip, customizable tag, descriptions', async () => {
    const api = productApi();
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hamburguesa Clásica' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Ir al inicio' })).toHaveTextContent('Inicio');
    expect(within(crumbs).getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Comida rápida' })).toHaveAttribute('href', '/category-details/comida-rápida/4');
    expect(within(crumbs).getByText('Hamburguesa Clásica')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Bembos' })).toHaveAttribute('href', '/brand-details/bembos/7');
    const textIs = (text: string) => (_: string, el: Element | null) => el?.textContent === text && !Array.from(el.children).some((c) => c.textContent === text);
    expect(screen.getByText(textIs('Precio: S/ 15.50'))).toBeInTheDocument();
    expect(screen.getByText(textIs('Precio anterior: S/ 18.00')).tagName).toBe('S');
    // The discount badge the product's tile shows, beside the price: (18 − 15.50) / 18.
    expect(screen.getByText('-13.9%')).toBeInTheDocument();
    expect(screen.getByText('13.9 % de descuento')).toBeInTheDocument();
    expect(screen.getByLabelText('Valoración 4.3 de 5, 12 valoraciones')).toBeInTheDocument();
    expect(screen.getByText('Personalizable')).toBeInTheDocument();
    expect(screen.getByText('Hamburguesa de res a la parrilla.')).toBeInTheDocument();
    const description = screen.getByRole('region', { name: 'Descripción' });
    expect(within(description).getByText('Carne de res, pan artesanal y salsas de la casa.')).toBeInTheDocument();
    expect(calls(api, 'get', '/PE/products/12')[0]!.params).toEqual({ languageCode: 'es' });
    await waitFor(() => expect(document.title).toMatch(/^Hamburguesa Clásica \| /));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Hamburguesa de res a la parrilla.');
  });

  it('lists the attributes by the rules: visible ones only, no descriptions, units, price per unit, parsed lists', async () => {
    productApi();
    await renderPage();
    const details = await screen.findByRole('region', { name: 'Características' });
    const terms = within(details).getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Marca', 'Número de unidades', 'Precio por unidad', 'Adicionales']);
    const values = within(details).getAllByRole('definition');
    expect(values[1]).toHaveTextContent('2 unidades');
    expect(values[2]).toHaveTextContent('S/ 7.75 / unid.');
    expect(within(values[3]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Queso extra', 'Tocino', 'Jalapeños']);
    expect(within(details).queryByText('X-99')).not.toBeInTheDocument();
    expect(within(details).queryByText(/Hamburguesa de res/)).not.toBeInTheDocument();
  });

  it('shows the gallery with thumbnails that switch the main image', async () => {
    productApi();
    await renderPage();
    const main = await screen.findByRole('img', { name: 'Hamburguesa Clásica, imagen 1 de 2' });
    expect(main).toHaveAttribute('src', '/img/12-a.png');
    expect(main).toHaveAttribute('loading', 'eager');
    const thumbs = screen.getByRole('list', { name: 'Imágenes del producto' });
    expect(within(thumbs).getAllByRole('button')).toHaveLength(2);
    // Each thumbnail keeps its width before its image has loaded (the row did not jump open as they arrived).
    for (const thumb of thumbs.querySelectorAll('img')) expect(thumb).toHaveStyle({ width: '64px' });
    await userEvent.click(within(thumbs).getByRole('button', { name: 'Ver imagen 2 de 2' }));
    expect(screen.getByRole('img', { name: 'Hamburguesa Clásica, imagen 2 de 2' })).toHaveAttribute('src', '/img/12-b.png');
    expect(within(thumbs).getByRole('button', { name: 'Ver imagen 2 de 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reports screen_view and select_item once for the product', async () => {
    productApi();
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Hamburguesa Clásica' });
    act(() => events.emit('cart:changed', { reason: 'add' }));
    await act(async () => undefined);
    expect(window.dataLayer).toContainEqual({ event: 'screen_view', screen_name: 'product_details' });
    const selects = window.dataLayer!.filter((e) => (e as { event?: string }).event === 'select_item');
    expect(selects).toHaveLength(1);
    expect(selects[0]).toMatchObject({ ecommerce: { items: [{ item_id: '12', item_name: 'Hamburguesa Clásica', price: 15.5, discount: 2.5 }] } });
  });

  it('adds the product with the ticked toppings (in the product\'s order), then locks them', async () => {
    customer();
    const api = productApi();
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Hamburguesa Clásica' });
    const toppings = screen.getByRole('group', { name: 'Adicionales' });
    expect(checkbox(/Tocino/, toppings)).toBeEnabled();
    expect(checkbox(/Queso extra \(\+ S\/ 2\.00\)/, toppings)).toBeEnabled();
    await userEvent.click(checkbox(/Tocino/, toppings));
    await userEvent.click(checkbox(/Queso extra/, toppings));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar Hamburguesa Clásica al carrito' }));

    await waitFor(() => expect(calls(api, 'post', '/PE/es/carts/40/cart-items')).toHaveLength(1));
    expect(JSON.parse(calls(api, 'post', '/PE/es/carts/40/cart-items')[0]!.data as string)).toEqual({
      countryId: 'PE', productId: 12, quantity: 1, toppings: '["Queso extra","Tocino"]',
    });
    await waitFor(() => expect(checkbox(/Tocino/)).toBeDisabled());
    expect(checkbox(/Tocino/)).toBeChecked();
    expect(checkbox(/Queso extra/)).toBeChecked();
    expect(checkbox(/Jalapeños/)).not.toBeChecked();
    expect(await screen.findByRole('button', { name: 'Reemplazar adicionales de Hamburguesa Clásica' })).toBeInTheDocument();
  });

  it('adds without toppings when none is ticked', async () => {
    customer();
    const api = productApi();
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar Hamburguesa Clásica al carrito' }));
    await waitFor(() => expect(calls(api, 'post', '/PE/es/carts/40/cart-items')).toHaveLength(1));
    expect(JSON.parse(calls(api, 'post', '/PE/es/carts/40/cart-items')[0]!.data as string).toppings).toBeNull();
  });

  it('in the cart: toppings locked; Replace unlocks them in a dialog, closing reverts, Confirm saves the line', async () => {
    customer();
    const api = productApi({ cartItemCount: 4, cartItemId: 501, selectedToppings: '["Tocino"]' });
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Hamburguesa Clásica' });
    const page = screen.getByRole('group', { name: 'Adicionales' });
    expect(checkbox(/Tocino/, page)).toBeDisabled();
    expect(checkbox(/Tocino/, page)).toBeChecked();
    expect(checkbox(/Queso extra/, page)).not.toBeChecked();

    // Close without Confirm: nothing sent, the next opening starts from the saved toppings again.
    await userEvent.click(screen.getByRole('button', { name: 'Reemplazar adicionales de Hamburguesa Clásica' }));
    let dialog = await screen.findByRole('dialog', { name: 'Elige tus adicionales' });
    expect(checkbox(/Queso extra/, dialog)).toBeEnabled();
    await userEvent.click(checkbox(/Queso extra/, dialog));
    expect(checkbox(/Queso extra/, dialog)).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(checkbox(/Queso extra/, page)).not.toBeChecked();
    expect(calls(api, 'put', '/PE/es/carts/40/cart-items/501')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reemplazar adicionales de Hamburguesa Clásica' }));
    dialog = await screen.findByRole('dialog', { name: 'Elige tus adicionales' });
    expect(checkbox(/Queso extra/, dialog)).not.toBeChecked();
    expect(checkbox(/Tocino/, dialog)).toBeChecked();

    // Confirm: the line's own quantity (3 of the 4) with the new toppings JSON.
    await userEvent.click(checkbox(/Jalapeños/, dialog));
    await userEvent.click(checkbox(/Tocino/, dialog));
    await userEvent.click(checkbox(/Queso extra/, dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls(api, 'put', '/PE/es/carts/40/cart-items/501')).toHaveLength(1));
    expect(JSON.parse(calls(api, 'put', '/PE/es/carts/40/cart-items/501')[0]!.data as string)).toEqual({ quantity: 3, toppings: '["Queso extra","Jalapeños"]' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(checkbox(/Jalapeños/, page)).toBeChecked());
    expect(checkbox(/Tocino/, page)).not.toBeChecked();
    expect(checkbox(/Jalapeños/, page)).toBeDisabled();
  });

  it('shows no toppings, no tag and no Replace for a product without toppings', async () => {
    customer();
    productApi({ toppings: [], cartItemCount: 2, cartItemId: 501 });
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Hamburguesa Clásica' });
    expect(screen.queryByRole('group', { name: 'Adicionales' })).not.toBeInTheDocument();
    expect(screen.queryByText('Personalizable')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reemplazar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hamburguesa Clásica' })).toHaveTextContent('2');
  });

  it('an alcoholic drink\'s page shows the legal notice (in English too); other products\' pages do not', async () => {
    productApi({ alcohol: true, ageRestriction: 18 });
    const { unmount } = await renderPage();
    expect(await screen.findByRole('note')).toHaveTextContent('Prohibida la venta de bebidas alcohólicas a menores de 18 años');
    unmount();
    useSession.setState({ language: 'en' });
    await act(() => changeLanguage('en'));
    try {
      productApi({ alcohol: true, ageRestriction: 18 });
      const english = await renderPage();
      expect(await screen.findByRole('note')).toHaveTextContent('The sale of alcoholic drinks to persons under 18 is prohibited');
      english.unmount();
    } finally {
      await act(() => changeLanguage('es'));
      useSession.setState({ language: 'es' });
    }
    productApi({ alcohol: false });
    await renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('an unknown product (404) is the not-found page: no retry, out of search engines, back and home', async () => {
    productApi({}, { status: 404 });
    await renderPage('/product-details/hamburguesa-clásica/12', { history: ['/'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Este producto no existe o ya no está disponible.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toMatch(/^Página no encontrada \| /));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await userEvent.click(screen.getByRole('button', { name: 'Volver a la página anterior' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opened from outside the shop, the not-found page offers home only (in English too)', async () => {
    await act(() => changeLanguage('en'));
    try {
      productApi({}, { status: 404 });
      await renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByText('This product doesn\'t exist or is no longer available.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Go back to the previous page' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    } finally {
      await act(() => changeLanguage('es'));
    }
  });

  it('a wrong or missing slug is corrected in the URL, replacing the entry and keeping the query', async () => {
    productApi();
    await renderPage('/product-details/hamburguesa/12?lang=es', { history: ['/'] });
    await screen.findByRole('heading', { level: 1, name: 'Hamburguesa Clásica' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product-details/hamburguesa-clásica/12'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?lang=es');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/product-details\/hamburguesa-cl(á|%C3%A1)sica\/12$/);
    // Replaced, not pushed: back leaves the product instead of returning to the wrong address.
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('leaves a right slug alone, accents percent-encoded as browsers send them', async () => {
    productApi();
    await renderPage(`/product-details/${encodeURIComponent('hamburguesa-clásica')}/12`);
    await screen.findByRole('heading', { level: 1, name: 'Hamburguesa Clásica' });
    expect(screen.getByTestId('location')).toHaveTextContent(`/product-details/${encodeURIComponent('hamburguesa-clásica')}/12`);
  });
});
