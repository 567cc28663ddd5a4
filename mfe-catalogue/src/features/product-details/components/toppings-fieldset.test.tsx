// The toppings on a page rendered on the server: sent disabled, usable once the browser has hydrated them.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, i18n, initI18n } from '@shop/shared/i18n';
import { ToppingsFieldset } from './toppings-fieldset';
import '../../../i18n/register';

beforeAll(() => initI18n());

it('a topping cannot be ticked before the code runs (it would not reach the product added), and can after', async () => {
  const onToggle = jest.fn();
  const fieldset = (
    <I18nextProvider i18n={i18n}>
      <ToppingsFieldset choices={[{ name: 'Queso', extraPrice: 2 }, { name: 'Tocino', extraPrice: 0 }]} selected={new Set()} onToggle={onToggle} />
    </I18nextProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(fieldset);
  const boxes = () => [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  expect(boxes()).toHaveLength(2);
  expect(container.querySelector('fieldset')?.disabled).toBe(true);
  const mismatches = jest.fn();
  const root = await act(async () => hydrateRoot(container, fieldset, { onRecoverableError: mismatches }));
  expect(container.querySelector('fieldset')?.disabled).toBe(false);
  act(() => boxes()[0]!.click());
  expect(onToggle).toHaveBeenCalledWith('Queso', true);
  expect(mismatches).not.toHaveBeenCalled();
  act(() => root.unmount());
});
