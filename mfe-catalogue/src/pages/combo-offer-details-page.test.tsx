// Combo details: breadcrumb, prices, sanitized description, a normal combo's products, a list combo's radios (free out
// of the cart, locked in it), the enlarged image, 'replace items' (PUT with comboOfferData), the popular strip.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { Route, Routes } from 'react-router-dom';
import { useSession } from '@shop/shared/session';
import ComboOfferDetailsPage from './combo-offer-details-page';
import type { ComboRecord } from '../api/catalogue-records';
import { cart, combo, product } from '../testing/fixtures';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';

declare global {
  interface Window {
    __pwned?: number;
  }
}

const LIST_COMBO = combo({
  comboOfferId: 3,
  comboName: 'Combo Lonchera',
  comboOfferType: 'list',
  comboSellingPrice: 9.9,
  actualSellingPrice: 12.5,
  comboOfferDescription: '<p>Un combo <strong>ideal</strong> para el recreo.</p><script>window.__pwned = 1</script><img src="/x.png" alt="foto" onerror="window.__pwned = 2">',
  comboOfferData: [{ productId: 12, listId: 1, quantity: 1 }, { productId: 20, listId: 2, quantity: 1 }],
  comboOfferProducts: [
    {
      listId: 1,
      listName: 'Elige tu bebida',
      alternatives: [
        { productId: 12, productName: 'Inca Kola 500 ml', imageUrl: '/img/12.png', quantity: 1, listId: 1, slug: 'inca-kola-500-ml' },
        { productId: 13, productName: 'Coca-Cola 500 ml', imageUrl: '/img/13.png', quantity: 1, listId: 1, slug: 'coca-cola-500-ml' },
      ],
    },
    {
      listId: 2,
      listName: 'Elige tu snack',
      alternatives: [
        { productId: 20, productName: 'Papas Lay\'s 42 g', imageUrl: '/img/20.png', quantity: 1, listId: 2, slug: 'papas-lays-42-g' },
        { productId: 21, productName: 'Doritos 42 g', imageUrl: '/img/21.png', quantity: 2, listId: 2, slug: 'doritos-42-g' },
      ],
    },
  ],
});

const POPULAR = [product({ productId: 30, name: 'Galletas Oreo' }), product({ productId: 31, name: 'Chocolate Sublime' })];

/** A record's choice as a cart line names it. */
const lineChoice = (choice: ComboRecord['comboOfferData']) =>
  (choice ?? []).map(({ productId, quantity, listId }) => ({ productId, quantity, ...(listId === null || listId === undefined ? {} : { listId }) }));

function comboApi(record: ComboRecord) {
  let current = record;
  return mockApi((config: InternalAxiosRequestConfig) => {
    const { method, url } = config;
    if (method === 'get' && url === '/PE/combo-offers/3/comboOfferDetails') return { data: current };
    if (method === 'get' && url === '/PE/products/popular-products') return { data: { count: POPULAR.length, records: POPULAR } };
    if (method === 'post' && url === '/PE/combo-offers/products/3/') {
      current = { ...current, cartItemCount: 1, cartItemId: 700, comboOfferData: JSON.parse(config.data as string).comboOfferData };
      // As the API answers: the line names its choice.
      return { data: cart([{ cartItemId: 700, comboOfferId: 3, quantity: 1, comboOfferData: lineChoice(current.comboOfferData) }]) };
    }
    if (method === 'put' && url === '/PE/combo-offers/products/3/') {
      current = { ...current, comboOfferData: JSON.parse(config.data as string).comboOfferData };
      return { data: cart([{ cartItemId: 700, comboOfferId: 3, quantity: current.cartItemCount, comboOfferData: lineChoice(current.comboOfferData) }]) };
    }
    return { status: 404, data: {} };
  });
}

const calls = (api: ReturnType<typeof mockApi>, method: string, url: string) => api.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);
const body = (config: InternalAxiosRequestConfig) => JSON.parse(config.data as string);

function renderPage(url = '/combo-offer-details/3') {
  return renderWithShell(
    <Routes>
      <Route path="/combo-offer-details/:id" element={<ComboOfferDetailsPage />} />
    </Routes>,
    { url },
  );
}

const customer = () => useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '77' }, cartId: '40' });
const list = (name: string) => screen.getByRole('radiogroup', { name });

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  delete window.__pwned;
  useSession.setState({ language: 'es', country: 'PE', userId: null, userData: null, cartId: null });
});

describe('ComboOfferDetailsPage', () => {
  it('an unknown combo (404: never offered, or no longer) is the not-found page, with no retry', async () => {
    comboApi(LIST_COMBO);
    await renderPage('/combo-offer-details/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Este combo no existe o ya no está disponible.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('shows breadcrumb, image, name, prices and the description without scripts or event handlers', async () => {
    const api = comboApi(LIST_COMBO);
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Combo Lonchera' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Ir al inicio' })).toHaveTextContent('Inicio');
    expect(within(crumbs).getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Combo Lonchera')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('img', { name: 'Combo Lonchera' })).toHaveAttribute('src', '/api/v1/images/combos/3-web.svg');
    expect(screen.getByText('S/ 12.50').closest('s')).not.toBeNull();
    // The discount badge of the combo's tile, beside the price: (12.50 − 9.90) / 12.50.
    expect(screen.getByText('-20.8%')).toBeInTheDocument();
    expect(screen.getByText('20.8 % de descuento')).toBeInTheDocument();
    expect(calls(api, 'get', '/PE/combo-offers/3/comboOfferDetails')[0]!.params).toEqual({ languageId: 'es' });

    const description = await screen.findByTestId('combo-description');
    expect(within(description).getByText('ideal').tagName).toBe('STRONG');
    expect(description.querySelector('script')).toBeNull();
    const img = within(description).getByRole('img', { name: 'foto' });
    expect(img).not.toHaveAttribute('onerror');
    expect(description.innerHTML).not.toMatch(/pwned|onerror|<script/i);
    expect(window.__pwned).toBeUndefined();
    await waitFor(() => expect(document.title).toMatch(/^Combo Lonchera \| /));
    expect(window.dataLayer).toContainEqual({ event: 'screen_view', screen_name: 'combo_offer_details' });
  });

  it('out of the cart: radios per list (first alternative by default) that the add starts from', async () => {
    customer();
    const api = comboApi(LIST_COMBO);
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Combo Lonchera' });
    const drinks = list('Elige tu bebida');
    expect(within(drinks).getByRole('radio', { name: 'Inca Kola 500 ml' })).toBeChecked();
    expect(within(list('Elige tu snack')).getByRole('radio', { name: '2 × Doritos 42 g' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Reemplazar productos' })).not.toBeInTheDocument();

    await userEvent.click(within(drinks).getByRole('radio', { name: 'Coca-Cola 500 ml' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar Combo Lonchera al carrito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elige los productos de Combo Lonchera' });
    expect(within(dialog).getByRole('radio', { name: 'Coca-Cola 500 ml' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(calls(api, 'post', '/PE/combo-offers/products/3/')).toHaveLength(1));
    expect(body(calls(api, 'post', '/PE/combo-offers/products/3/')[0]!)).toEqual({
      comboOfferData: [{ productId: 13, listId: 1, quantity: 1 }, { productId: 20, listId: 2, quantity: 1 }],
    });
    // Now in the cart: the choice is locked and can be replaced.
    await waitFor(() => expect(within(list('Elige tu bebida')).getByRole('radio', { name: 'Coca-Cola 500 ml' })).toBeDisabled());
    expect(await screen.findByRole('button', { name: 'Reemplazar productos' })).toBeInTheDocument();
  });

  it('in the cart: radios locked on the cart\'s choice; Replace items sends the new comboOfferData, closing sends nothing', async () => {
    customer();
    const api = comboApi({ ...LIST_COMBO, cartItemCount: 2, cartItemId: 700, comboOfferData: [{ productId: 13, listId: 1, quantity: 1 }, { productId: 20, listId: 2, quantity: 1 }] });
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Combo Lonchera' });
    const coke = within(list('Elige tu bebida')).getByRole('radio', { name: 'Coca-Cola 500 ml' });
    expect(coke).toBeChecked();
    expect(coke).toBeDisabled();
    expect(within(list('Elige tu snack')).getByRole('radio', { name: 'Papas Lay\'s 42 g' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Reemplazar productos' }));
    let dialog = await screen.findByRole('dialog', { name: 'Elige los productos de Combo Lonchera' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 × Doritos 42 g' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(api, 'put', '/PE/combo-offers/products/3/')).toHaveLength(0);
    expect(within(list('Elige tu snack')).getByRole('radio', { name: 'Papas Lay\'s 42 g' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Reemplazar productos' }));
    dialog = await screen.findByRole('dialog', { name: 'Elige los productos de Combo Lonchera' });
    expect(within(dialog).getByRole('radio', { name: 'Papas Lay\'s 42 g' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Inca Kola 500 ml' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 × Doritos 42 g' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(calls(api, 'put', '/PE/combo-offers/products/3/')).toHaveLength(1));
    const put = calls(api, 'put', '/PE/combo-offers/products/3/')[0]!;
    expect(body(put)).toEqual({ comboOfferData: [{ productId: 12, listId: 1, quantity: 1 }, { productId: 21, listId: 2, quantity: 2 }] });
    expect(put.params).toEqual({ languageCode: 'es' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(list('Elige tu snack')).getByRole('radio', { name: '2 × Doritos 42 g' })).toBeChecked());
  });

  it('enlarges an alternative\'s thumbnail in a dialog, also while the choice is locked', async () => {
    comboApi({ ...LIST_COMBO, cartItemCount: 1, cartItemId: 700 });
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Combo Lonchera' });
    const thumb = screen.getByRole('button', { name: 'Ampliar imagen de Doritos 42 g' });
    expect(thumb).toBeEnabled();
    await userEvent.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: 'Doritos 42 g' });
    expect(within(dialog).getByRole('img', { name: 'Doritos 42 g' })).toHaveAttribute('src', '/img/21.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists a normal combo\'s products with image, brand and a link, and offers no replace', async () => {
    customer();
    comboApi(combo({ comboOfferId: 3, cartItemCount: 1, cartItemId: 700 }));
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Combo Parrillero' });
    const contents = screen.getByRole('region', { name: 'Incluye' });
    expect(within(contents).getByRole('link', { name: 'Inca Kola 500 ml' })).toHaveAttribute('href', '/product-details/inca-kola-500-ml/12');
    expect(within(contents).getByRole('link', { name: 'Papas Lay\'s 150 g' })).toHaveAttribute('href', '/product-details/papas-lays-150-g/20');
    expect(within(contents).getByText('Inca Kola')).toBeInTheDocument();
    expect(within(contents).getByLabelText('2 unidades')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reemplazar productos' })).not.toBeInTheDocument();
  });

  it('shows the popular strip', async () => {
    const api = comboApi(LIST_COMBO);
    await renderPage();
    const strip = await screen.findByRole('region', { name: 'Productos populares' });
    expect(await within(strip).findByRole('link', { name: 'Galletas Oreo' })).toHaveAttribute('href', '/product-details/galletas-oreo/30');
    expect(within(strip).getByRole('link', { name: 'Ver todo: Productos populares' })).toHaveAttribute('href', '/popular-products-details');
    expect(calls(api, 'get', '/PE/products/popular-products')[0]!.params).toMatchObject({ limit: 20, offset: 0 });
  });
});
