// The footer: useful links, API categories, account links, support pop-up, legal line.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage } from '@shop/shared/i18n';
import { ShopThemeProvider } from '@shop/shared/ui';
import { loginAs, mockApi, mockFetch, resetSession, setupI18n, renderWithQueries } from '../../../../test/helpers';
import { Footer } from './footer';

const category = (id: number, name: string) => ({
  categoryId: id,
  categoryImageUrl: `/img/${id}.svg`,
  customAttributes: [
    { attributeCode: 'category_name', value: name },
    { attributeCode: 'age_restriction', value: 'false' },
  ],
});

const CATEGORIES = {
  es: [category(3, 'Bebidas'), category(9, 'Cervezas y vinos')],
  en: [category(3, 'Drinks'), category(9, 'Beer and wine')],
};

let calls: ReturnType<typeof mockApi>;

function renderFooter() {
  return renderWithQueries(
    <ShopThemeProvider>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </ShopThemeProvider>,
  );
}

beforeEach(async () => {
  resetSession();
  await setupI18n('es');
  calls = mockApi((config) => {
    const lang = config.params?.languageCode ?? config.params?.languageId;
    if (config.url === '/PE/homescreen/categories') return { data: { records: CATEGORIES[lang as 'es' | 'en'], count: 2 } };
    if (config.url === '/PE/metadata/supportPage') return { data: { metadataKey: 'supportPage', metadataValue: `/content/${lang}/support.html` } };
    return { status: 404, data: {} };
  });
  mockFetch({
    '/content/es/support.html': {
      body: '<h1>Soporte</h1><p>Escríbenos a <a href="mailto:ayuda@tienda.pe">ayuda@tienda.pe</a> o llama al <a href="tel:+51%201%20700%208000">(01) 700 8000</a>.</p><p><a href="tel:+51999">otro</a></p>',
    },
    '/content/en/support.html': { body: '<p>Call <a href="tel:+5117008000">+51 1 700 8000</a></p>' },
  });
});

test('lists the useful links to the static pages', async () => {
  renderFooter();
  await screen.findByRole('link', { name: 'Bebidas' });
  const useful = screen.getByRole('navigation', { name: 'Enlaces útiles' });
  const hrefs = within(useful).getAllByRole('link').map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(['/section/aboutUs', '/section/faqs', '/section/terms', '/section/policy', '/section/license', '/section/support']);
});

test('lists the API categories linking to their pages, and asks with the call\'s parameters', async () => {
  renderFooter();
  const list = screen.getByRole('navigation', { name: 'Categorías' });
  expect(await within(list).findByRole('link', { name: 'Cervezas y vinos' })).toHaveAttribute('href', '/category-details/cervezas-y-vinos/9');
  expect(within(list).getByRole('link', { name: 'Bebidas' })).toHaveAttribute('href', '/category-details/bebidas/3');
  expect(calls[0]?.params).toEqual({ countryId: 'PE', languageCode: 'es', limit: 20, offset: 0, category: 1 });
});

test('refetches the categories when the language changes', async () => {
  renderFooter();
  expect(await screen.findByRole('link', { name: 'Bebidas' })).toBeInTheDocument();
  await act(() => changeLanguage('en'));
  expect(await screen.findByRole('link', { name: 'Drinks' })).toHaveAttribute('href', '/category-details/drinks/3');
  expect(screen.queryByRole('link', { name: 'Bebidas' })).not.toBeInTheDocument();
});

test('says so when the categories cannot be loaded', async () => {
  mockApi(() => ({ status: 500, data: {} }));
  renderFooter();
  expect(await screen.findByText('No pudimos cargar las categorías.')).toBeInTheDocument();
});

test('profile and claims-book links only for verified customers', async () => {
  loginAs('WEB_GUEST_USER');
  const guest = renderFooter();
  await screen.findByRole('link', { name: 'Bebidas' });
  expect(screen.queryByRole('navigation', { name: 'Mi cuenta' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Libro de reclamaciones' })).not.toBeInTheDocument();
  guest.unmount();

  loginAs('USER');
  renderFooter();
  await screen.findByRole('link', { name: 'Bebidas' });
  const account = screen.getByRole('navigation', { name: 'Mi cuenta' });
  expect(within(account).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
    '/account/my-profile',
    '/account/my-address',
    '/account/my-orders',
    '/account/settings',
    '/claims-book',
  ]);
});

test('the support pop-up shows the first phone of the support page, with a tel: link', async () => {
  const user = userEvent.setup();
  renderFooter();
  await screen.findByRole('link', { name: 'Bebidas' });
  await user.click(screen.getByRole('button', { name: 'Soporte' }));
  const dialog = await screen.findByRole('dialog', { name: '¿Necesitas ayuda?' });
  const call = await within(dialog).findByRole('link', { name: 'Llamar al (01) 700 8000' });
  expect(call).toHaveAttribute('href', 'tel:+5117008000');
  // Two ways out: the corner X and the Close action; use the action.
  await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the support pop-up says so when the page has no phone', async () => {
  const user = userEvent.setup();
  mockFetch({ '/content/es/support.html': { body: '<p>Sin teléfono</p>' } });
  renderFooter();
  await screen.findByRole('link', { name: 'Bebidas' });
  await user.click(screen.getByRole('button', { name: 'Soporte' }));
  expect(await screen.findByText('No pudimos obtener el número de soporte. Inténtalo más tarde.')).toBeInTheDocument();
});

test('the legal line carries the year; scroll-to-top scrolls to the top', async () => {
  const user = userEvent.setup();
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo;
  renderFooter();
  await screen.findByRole('link', { name: 'Bebidas' });
  expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Mi Bodega Express`))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '/section/terms');
  expect(screen.getByRole('link', { name: 'Privacidad' })).toHaveAttribute('href', '/section/policy');
  await user.click(screen.getByRole('button', { name: 'Volver arriba' }));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});
