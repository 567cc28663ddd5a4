// The shell a remote runs in on its own dev server: its pieces on top, an index of its pages, its routes.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@shop/shared/i18n';
import { useParams } from '@shop/shared/router';
import { StandaloneApp } from '@shop/shared/standalone';

function ProductPage() {
  return <h1>{`producto ${useParams().id}`}</h1>;
}
const routes = [
  { path: '/product-details/:slug/:id', Component: ProductPage },
  { path: '/popular-products-details', Component: () => <h1>populares</h1> },
];

beforeAll(() => initI18n());

test("lists the remote's pages on '/', opens one with its parameters, and shows the header pieces", async () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <StandaloneApp routes={routes} header={<button type="button">carrito</button>} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('button', { name: 'carrito' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: '/product-details/:slug/:id' }));
  expect(await screen.findByRole('heading', { name: 'producto 1' })).toBeInTheDocument();
});

test('an unknown path goes back to the index', () => {
  render(
    <MemoryRouter initialEntries={['/nope']}>
      <StandaloneApp routes={routes} home={<p>inicio del equipo</p>} />
    </MemoryRouter>,
  );
  expect(screen.getByText('inicio del equipo')).toBeInTheDocument();
});
