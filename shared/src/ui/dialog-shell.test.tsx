// DialogShell: titled, a labelled close button, the shop's dialog widths.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/shared/i18n';
import { DialogRightInsetProvider, DialogShell } from './dialog-shell';
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

describe('keyboard', () => {
  it('focuses its first field on opening', async () => {
    render(
      <ShopThemeProvider>
        <DialogShell open onClose={jest.fn()} title="Datos" actions={<button type="button">Guardar</button>}>
          <p>Completa tus datos</p>
          <label>Nombre <input disabled /></label>
          <label>Apellido <input /></label>
        </DialogShell>
      </ShopThemeProvider>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Apellido' })).toHaveFocus());
  });

  it('focuses the checked radio of a first radio group, as Tab would', async () => {
    render(
      <DialogShell open onClose={jest.fn()} title="Hora">
        <label><input type="radio" name="hora" value="a" /> 10:00</label>
        <label><input type="radio" name="hora" value="b" defaultChecked /> 10:30</label>
      </DialogShell>,
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: '10:30' })).toHaveFocus());
  });

  it('without a field keeps MUI\'s focus on the dialog itself', async () => {
    render(<DialogShell open onClose={jest.fn()} title="Aviso">Solo texto</DialogShell>);
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.tagName).not.toBe('INPUT');
  });
});

describe('beside a side panel', () => {
  it('keeps the panel\'s width clear on wide screens and aligns its buttons with the content', () => {
    render(
      <ShopThemeProvider>
        <DialogRightInsetProvider width={440}>
          <DialogShell open onClose={jest.fn()} title="A" actions={<button type="button">OK</button>}>x</DialogShell>
        </DialogRightInsetProvider>
      </ShopThemeProvider>,
    );
    expect(css()).toMatch(/@media\(min-width:768px\)\{[^}]*padding-right:440px/);
    expect(css()).toMatch(/@media\(min-width:768px\)\{[^}]*max-width:calc\(100vw-504px\)/);
    // The actions' side padding equals DialogContent's 24 px.
    const actions = document.querySelector('.MuiDialogActions-root');
    expect(actions && getComputedStyle(actions).paddingRight).toBe('24px');
    expect(actions && getComputedStyle(actions).paddingLeft).toBe('24px');
  });
});
