// Static pages: sanitized HTML from the metadata link, language refetch, loading and error states.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { changeLanguage } from '@shop/shared/i18n';
import { ShopThemeProvider } from '@shop/shared/ui';
import { mockApi, mockFetch, resetSession, setupI18n, renderWithQueries } from '../../../../test/helpers';
import SectionPage from './section-page';

const HOSTILE = `
  <h2>Quiénes somos</h2>
  <p>Somos una bodega de barrio.</p>
  <script>window.__pwned = true</script>
  <img src="x.png" alt="foto" onerror="window.__pwned = true">
  <a href="javascript:alert(1)">clic</a>
  <iframe src="https://evil.example"></iframe>`;

let calls: ReturnType<typeof mockApi>;

function renderSection(path: string) {
  return renderWithQueries(
    <ShopThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/section/:id" element={<SectionPage />} />
        </Routes>
      </MemoryRouter>
    </ShopThemeProvider>,
  );
}

beforeEach(async () => {
  resetSession();
  await setupI18n('es');
  calls = mockApi((config) => {
    const key = config.url?.split('/').at(-1);
    return { data: { metadataKey: key, metadataValue: `/content/${config.params.languageId}/${key}.html` } };
  });
  mockFetch({
    '/content/es/aboutUs.html': { body: HOSTILE },
    '/content/en/aboutUs.html': { body: '<h2>Who we are</h2><p>A neighbourhood shop.</p>' },
    '/content/es/faq.html': { body: '<h2>¿Cómo pago?</h2><p>En efectivo o con tarjeta.</p>' },
  });
});

test('shows the page HTML with scripts, handlers and frames removed', async () => {
  renderSection('/section/aboutUs');
  expect(await screen.findByRole('heading', { name: 'Quiénes somos' })).toBeInTheDocument();
  const article = screen.getByTestId('section-content');
  expect(article.querySelector('script')).toBeNull();
  expect(article.querySelector('iframe')).toBeNull();
  expect(article.querySelector('[onerror]')).toBeNull();
  expect(screen.getByRole('img', { name: 'foto' })).not.toHaveAttribute('onerror');
  expect(screen.getByText('clic')).not.toHaveAttribute('href', 'javascript:alert(1)');
  expect(article.innerHTML).not.toContain('__pwned');
  expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  expect(calls[0]?.url).toBe('/PE/metadata/aboutUs');
  expect(calls[0]?.params).toEqual({ languageId: 'es' });
});

test('maps the faqs route to the faq metadata key and titles the page', async () => {
  renderSection('/section/faqs');
  expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
  expect(await screen.findByText('En efectivo o con tarjeta.')).toBeInTheDocument();
  expect(calls[0]?.url).toBe('/PE/metadata/faq');
  await waitFor(() => expect(document.title).toBe('Preguntas frecuentes | Mi Bodega Express'));
});

test('an unknown section shows about us', async () => {
  renderSection('/section/whatever');
  expect(screen.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeInTheDocument();
  expect(await screen.findByText('Somos una bodega de barrio.')).toBeInTheDocument();
});

test('refetches in the new language when the language changes', async () => {
  renderSection('/section/aboutUs');
  expect(await screen.findByText('Somos una bodega de barrio.')).toBeInTheDocument();
  await act(() => changeLanguage('en'));
  expect(await screen.findByText('A neighbourhood shop.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  expect(calls.at(-1)?.params).toEqual({ languageId: 'en' });
});

test('shows an error with a retry that loads the page again', async () => {
  const user = userEvent.setup();
  mockFetch({ '/content/es/terms.html': { status: 500, body: '' } });
  renderSection('/section/terms');
  expect(await screen.findByText('No pudimos cargar esta página.')).toBeInTheDocument();
  mockFetch({ '/content/es/terms.html': { body: '<p>Condiciones de uso.</p>' } });
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Condiciones de uso.')).toBeInTheDocument();
});

test('shows a loading state while the page arrives', async () => {
  renderSection('/section/aboutUs');
  expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  expect(await screen.findByText('Somos una bodega de barrio.')).toBeInTheDocument();
});

test("keeps one top-level heading: the document's leading h1 is the page's own title, later ones become h2", async () => {
  mockFetch({ '/content/es/terms.html': { body: '<h1>Términos y condiciones</h1><p>Al usar la tienda…</p><h1>Anexo</h1><p>Más.</p>' } });
  renderSection('/section/terms');
  expect(await screen.findByText('Al usar la tienda…')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Términos y condiciones']);
  expect(screen.getByRole('heading', { level: 2, name: 'Anexo' })).toBeInTheDocument();
});
