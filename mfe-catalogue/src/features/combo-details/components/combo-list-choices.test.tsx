// A list combo's choices on a page rendered on the server: sent disabled, usable once the browser has hydrated them.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, i18n, initI18n } from '@shop/shared/i18n';
import type { ComboList } from '../../../api/catalogue-records';
import { ComboListChoices } from './combo-list-choices';
import '../../../i18n/register';

beforeAll(() => initI18n());

const alternative = (productId: number, productName: string) => ({ productId, productName, imageUrl: `/img/${productId}.svg`, quantity: 1, listId: 5, slug: `p-${productId}` });
const LISTS: ComboList[] = [{ listId: 5, listName: 'Helado', alternatives: [alternative(1, 'Helado de vainilla'), alternative(2, 'Helado de lúcuma')] }];

it('a choice cannot be made before the code runs (it would tick the box, not the combo added), and can after', async () => {
  const onChange = jest.fn();
  const choices = (
    <I18nextProvider i18n={i18n}>
      <ComboListChoices lists={LISTS} value={{ 5: 1 }} onChange={onChange} onEnlarge={() => undefined} />
    </I18nextProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(choices);
  const radios = () => [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  expect(radios()).toHaveLength(2);
  expect(radios().every((radio) => radio.disabled)).toBe(true);
  const mismatches = jest.fn();
  const root = await act(async () => hydrateRoot(container, choices, { onRecoverableError: mismatches }));
  expect(radios().some((radio) => radio.disabled)).toBe(false);
  act(() => radios()[1]!.click());
  expect(onChange).toHaveBeenCalledWith(5, 2);
  expect(mismatches).not.toHaveBeenCalled();
  act(() => root.unmount());
});
