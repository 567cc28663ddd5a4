// QuantityStepper: Add at zero, minus/count/plus above, labelled and usable from the keyboard.
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/shared/i18n';
import { QuantityStepper } from './quantity-stepper';

beforeAll(() => initI18n());

const handlers = () => ({ onIncrease: jest.fn(), onDecrease: jest.fn(), onQuantityClick: jest.fn() });

it('shows only Add at zero', async () => {
  const h = handlers();
  render(<QuantityStepper quantity={0} name="Inca Kola" {...h} />);
  const add = screen.getByRole('button', { name: 'Agregar Inca Kola al carrito' });
  expect(add).toHaveTextContent('Agregar');
  expect(screen.queryByRole('button', { name: /Quitar/ })).toBeNull();
  await userEvent.click(add);
  expect(h.onIncrease).toHaveBeenCalledTimes(1);
});

it('shows minus, count and plus above zero', async () => {
  const h = handlers();
  render(<QuantityStepper quantity={3} name="Inca Kola" {...h} />);
  await userEvent.click(screen.getByRole('button', { name: 'Quitar uno de Inca Kola' }));
  await userEvent.click(screen.getByRole('button', { name: 'Agregar uno más de Inca Kola' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar cantidad de Inca Kola, ahora 3' }));
  expect([h.onDecrease, h.onIncrease, h.onQuantityClick].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  expect(screen.getByText('3 en el carrito')).toHaveAttribute('aria-live', 'polite');
});

it('works from the keyboard', async () => {
  const h = handlers();
  render(<QuantityStepper quantity={1} name="Pan" {...h} />);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Quitar uno de Pan' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Agregar uno más de Pan' })).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(h.onDecrease).toHaveBeenCalledTimes(1);
  expect(h.onIncrease).toHaveBeenCalledTimes(1);
});

it('disables plus at the maximum, and everything when disabled; count is plain text without a handler', () => {
  const { rerender } = render(<QuantityStepper quantity={5} max={5} name="Pan" onIncrease={jest.fn()} onDecrease={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Agregar uno más de Pan' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Quitar uno de Pan' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: /Cambiar/ })).toBeNull();
  rerender(<QuantityStepper quantity={0} disabled name="Pan" onIncrease={jest.fn()} onDecrease={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Agregar Pan al carrito' })).toBeDisabled();
});

describe('the focus follows the control when Add and the stepper replace each other', () => {
  function Counter({ start = 0 }: { start?: number }) {
    const [quantity, setQuantity] = useState(start);
    return (
      <>
        <QuantityStepper quantity={quantity} name="Pan" onIncrease={() => setQuantity((q) => q + 1)} onDecrease={() => setQuantity((q) => q - 1)} />
        <button type="button">Otro</button>
      </>
    );
  }

  it('Add pressed from the keyboard: the focus moves to the stepper\'s plus, not to <body>', async () => {
    render(<Counter />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Agregar Pan al carrito' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Agregar uno más de Pan' })).toHaveFocus();
  });

  it('minus down to zero: the focus moves to Add', async () => {
    render(<Counter start={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar uno de Pan' }));
    expect(screen.getByRole('button', { name: 'Agregar Pan al carrito' })).toHaveFocus();
  });

  it('a change while the shopper is elsewhere does not take their focus', async () => {
    const { rerender } = render(<QuantityStepper quantity={0} name="Pan" onIncrease={jest.fn()} onDecrease={jest.fn()} />);
    await userEvent.tab();
    await userEvent.tab();
    rerender(<QuantityStepper quantity={2} name="Pan" onIncrease={jest.fn()} onDecrease={jest.fn()} />);
    expect(document.body).toHaveFocus();
    rerender(
      <>
        <input aria-label="Buscar" autoFocus />
        <QuantityStepper quantity={0} name="Pan" onIncrease={jest.fn()} onDecrease={jest.fn()} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveFocus();
  });
});

describe('on a page rendered on the server', () => {
  it('is sent saying it cannot be pressed yet, in its own colours, and is pressable once the browser has hydrated it', async () => {
    const onIncrease = jest.fn();
    const stepper = <QuantityStepper quantity={0} name="Inca Kola" onIncrease={onIncrease} onDecrease={() => undefined} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(stepper);
    const sent = container.querySelector('button');
    expect(sent?.getAttribute('aria-disabled')).toBe('true');
    // Not greyed out: the look does not change when the page hydrates.
    expect(sent?.disabled).toBe(false);
    expect(sent?.className).not.toContain('Mui-disabled');
    const mismatches = jest.fn();
    const root = await act(async () => hydrateRoot(container, stepper, { onRecoverableError: mismatches }));
    const button = container.querySelector('button');
    expect(button?.hasAttribute('aria-disabled')).toBe(false);
    act(() => button?.click());
    expect(onIncrease).toHaveBeenCalledTimes(1);
    expect(mismatches).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('the minus, count and plus of a product in the cart wait for hydration the same way; a refused or full one stays disabled', () => {
    const html = renderToString(<QuantityStepper quantity={20} max={20} name="Pan" onIncrease={() => undefined} onDecrease={() => undefined} onQuantityClick={() => undefined} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const [minus, count, plus] = Array.from(container.querySelectorAll('button')) as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement];
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    expect(count.getAttribute('aria-disabled')).toBe('true');
    expect(plus.disabled).toBe(true);
    expect(plus.hasAttribute('aria-disabled')).toBe(false);
    container.innerHTML = renderToString(<QuantityStepper quantity={0} disabled name="Pan" onIncrease={() => undefined} onDecrease={() => undefined} />);
    expect(container.querySelector('button')?.disabled).toBe(true);
    expect(container.querySelector('button')?.hasAttribute('aria-disabled')).toBe(false);
  });
});
