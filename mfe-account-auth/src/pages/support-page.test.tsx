// The support page: phone and e-mail from the supportPage metadata's HTML, and the help links.
import { screen } from '@testing-library/react';
import { useSession } from '@shop/shared/session';
import SupportPage from './support-page';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';

const HTML = `<!doctype html><html><body><h1>Soporte</h1>
<ul><li>Teléfono: <a href="tel:+5116150000">(01) 615 0000</a></li><li>Correo: <a href="mailto:ayuda@tienda.pe">ayuda@tienda.pe</a></li></ul>
</body></html>`;

const realFetch = global.fetch;
let fetchMock: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => HTML }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  global.fetch = realFetch;
});

describe('support page', () => {
  it('shows the phone (tel: link) and e-mail of the supportPage HTML and the help links', async () => {
    const api = mockApi((config) =>
      config.url === '/PE/metadata/supportPage'
        ? { data: { metadataKey: 'supportPage', metadataValue: '/api/v1/static-pages/es/support.html', languageId: 1 } }
        : { status: 404, data: {} },
    );
    await renderWithShell(<SupportPage />, { url: '/account/support' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Soporte' })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: '(01) 615 0000' })).toHaveAttribute('href', 'tel:+5116150000');
    expect(screen.getByRole('link', { name: 'ayuda@tienda.pe' })).toHaveAttribute('href', 'mailto:ayuda@tienda.pe');
    expect(api.mock.calls[0]![0].params).toEqual({ languageId: 'es' });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/v1\/static-pages\/es\/support\.html$/);

    expect(screen.getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute('href', '/section/faqs');
    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/section/terms');
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/section/policy');
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('says the contacts are unavailable when the metadata call fails, and keeps the help links', async () => {
    mockApi(() => ({ status: 404, data: {} }));
    await renderWithShell(<SupportPage />, { url: '/account/support' });
    expect(await screen.findByText('Los datos de contacto no están disponibles en este momento.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /615/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute('href', '/section/faqs');
  });
});
