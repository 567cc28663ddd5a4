// ComingSoon: a title, a short text and a link home, from the common texts.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, initI18n } from '@shop/shared/i18n';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ComingSoon } from './coming-soon';

beforeAll(() => initI18n());
afterEach(() => changeLanguage('es'));

function renderAt(title?: string) {
  return render(
    <MemoryRouter initialEntries={['/payment']}>
      <Routes>
        <Route path="/" element={<p>inicio</p>} />
        <Route path="/payment" element={<ComingSoon title={title} />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('names the page, says it is coming and links home', async () => {
  renderAt('Pago');
  expect(screen.getByRole('heading', { level: 1, name: 'Pago' })).toBeInTheDocument();
  expect(screen.getByText('Muy pronto')).toBeInTheDocument();
  expect(screen.getByText('Estamos preparando esta página. Vuelve pronto.')).toBeInTheDocument();
  expect(document.title).toBe('Pago | Mi Bodega Express');
  await userEvent.click(screen.getByRole('link', { name: 'Ir al inicio' }));
  expect(screen.getByText('inicio')).toBeInTheDocument();
});

it('has a generic title and follows the language', async () => {
  await changeLanguage('en');
  renderAt();
  expect(screen.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
});
