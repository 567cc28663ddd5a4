// The banner pages with their calls mocked and the catalogue's tiles replaced (federation is Playwright's job).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@shop/shared/session';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderRemoteRoutes } from '../../../tools/jest/remote/routes-contract';
import routes from '../exposes/routes';
import { bannerDetails } from '../testing/fixtures';
import { loadFederated } from '../utils/load-federated';

jest.mock('../utils/load-federated', () => ({ loadFederated: jest.fn() }));

const tiles: Record<string, unknown> = {
  'catalogue/ProductTile': { default: ({ product, index }: { product: { name: string }; index: number }) => <article>{`tile ${index}: ${product.name}`}</article> },
  'catalogue/ComboTile': { default: ({ combo }: { combo: { comboName: string } }) => <article>{`combo: ${combo.comboName}`}</article> },
};

const banner = bannerDetails(4, 'Delivery en 30 minutos', { description: 'Tu bodega en la puerta de tu casa', url: '/banner-details/delivery-en-30-minutos/4' });
const products = Array.from({ length: 25 }, (_, i) => ({ productId: i + 1, name: `Producto ${i + 1}` }));
const combos = [{ comboOfferId: 7, comboName: 'Noche de Película' }, { comboOfferId: 8, comboName: 'Arma tu Chela' }];

let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  jest.mocked(loadFederated).mockImplementation(async (id: string) => tiles[id] as never);
  calls = mockApi((config) => {
    const url = config.url ?? '';
    if (url.endsWith('/banners/4')) return { data: banner };
    if (url.endsWith('/banners/4/products')) {
      const { limit, offset } = config.params as { limit: number; offset: number };
      return { data: { count: products.length, records: products.slice(offset, offset + limit) } };
    }
    if (url.endsWith('/banners/4/combo-offers')) return { data: { count: combos.length, records: combos } };
    return { status: 404, data: { errors: { general: [{ identifier: 'error.banner.notFound', message: 'No existe' }], fieldsErrors: [] } } };
  });
});

describe('/banner-details/:slug/:id', () => {
  it('shows the banner, its products through the catalogue\'s tile, 20 at a time with show more', async () => {
    useSession.getState().setUser({ userId: 3, roleName: 'USER', userAddressId: 21 });
    await renderRemoteRoutes(routes, { url: '/banner-details/delivery-en-30-minutos/4' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery en 30 minutos' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Delivery en 30 minutos' })).toHaveAttribute('src', '/m/4.svg');
    expect(screen.getByText('Tu bodega en la puerta de tu casa')).toBeInTheDocument();
    expect(await screen.findByText('tile 0: Producto 1')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(loadFederated).toHaveBeenCalledWith('catalogue/ProductTile');
    const productCall = calls.mock.calls.map((c) => c[0]).find((c) => c.url?.endsWith('/products'))!;
    expect(productCall.params).toMatchObject({ limit: 20, offset: 0, userAddressId: '21', languageCode: 'es' });
    await waitFor(() => expect(document.title).toMatch(/^Delivery en 30 minutos · Promoción \| /));
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await screen.findByText('tile 24: Producto 25')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(screen.getByText('Mostrando 25 de 25')).toBeInTheDocument();
  });

  it('an unknown or ended banner says so', async () => {
    await renderRemoteRoutes(routes, { url: '/banner-details/x/99' });
    expect(await screen.findByText('Esta promoción no existe o ya terminó.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Promoción' })).toBeInTheDocument();
  });

  it('if the catalogue\'s tiles cannot load, only the list shows a retry notice; a retry loads them', async () => {
    jest.mocked(loadFederated).mockRejectedValueOnce(new Error('catalogue down'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderRemoteRoutes(routes, { url: '/banner-details/delivery-en-30-minutos/4' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos mostrar los productos.');
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery en 30 minutos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByText('tile 0: Producto 1')).toBeInTheDocument();
  });
});

describe('/combo-offers/:bannerId', () => {
  it('lists the banner\'s combos with the catalogue\'s combo tile', async () => {
    await renderRemoteRoutes(routes, { url: '/combo-offers/4' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery en 30 minutos' })).toBeInTheDocument();
    expect(await screen.findByText('combo: Noche de Película')).toBeInTheDocument();
    expect(screen.getByText('combo: Arma tu Chela')).toBeInTheDocument();
    expect(loadFederated).toHaveBeenCalledWith('catalogue/ComboTile');
    await waitFor(() => expect(document.title).toMatch(/^Delivery en 30 minutos · Combos de la promoción \| /));
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });
});
