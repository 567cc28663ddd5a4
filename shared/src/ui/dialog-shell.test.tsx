// DialogShell: titled, a labelled close button, the spec's widths.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/shared/i18n';
import { DialogShell } from './dialog-shell';
import { ShopThemeProvider } from './shop-theme-provider';

beforeAll(() => initI18n());

/** All CSS emotion inserted, whether as style text or through insertRule. */
const css = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText)).join('\n').replace(/\s+/g, '') +
  [...document.querySelectorAll('style')].map((s) => s.textContent).join('').replace(/\s+/g, '');

it('is named by its title and closes from its labelled button', async () => {
  const onClose = jest.fn();
  render(
    <ShopThemeProvider>
      <DialogShell open onClose={onClose} title="Cantidad" actions={<button type="button">Confirmar</button>}>
        cuerpo
      </DialogShell>
    </ShopThemeProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Cantidad' });
  expect(dialog).toHaveTextContent('cuerpo');
  expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('is 90vw up to 767 px and 35vw / 40vw above', () => {
  const { unmount } = render(
    <ShopThemeProvider>
      <DialogShell open onClose={jest.fn()} title="A">x</DialogShell>
    </ShopThemeProvider>,
  );
  expect(css()).toMatch(/width:90vw/);
  expect(css()).toMatch(/@media\(min-width:768px\)\{[^}]*width:35vw/);
  unmount();
  render(
    <ShopThemeProvider>
      <DialogShell open onClose={jest.fn()} title="B" width="wide">x</DialogShell>
    </ShopThemeProvider>,
  );
  expect(css()).toMatch(/@media\(min-width:768px\)\{[^}]*width:40vw/);
});

it('can hide the close button and renders nothing when closed', async () => {
  const { rerender } = render(<DialogShell open hideClose onClose={jest.fn()} title="¿Seguro?">x</DialogShell>);
  expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  rerender(<DialogShell open={false} onClose={jest.fn()} title="¿Seguro?">x</DialogShell>);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
