import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, i18n, initI18n } from '@shop/shared/i18n';
import { SortSelect } from './sort-select';
import '../../../i18n/register';

beforeAll(() => initI18n());

describe('SortSelect on a page rendered on the server', () => {
  it('is sent disabled (a choice before the code runs would be lost) and works once the browser has hydrated it', async () => {
    const onChange = jest.fn();
    const select = (
      <I18nextProvider i18n={i18n}>
        <SortSelect value="none" onChange={onChange} />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(select);
    expect(container.querySelector('select')?.disabled).toBe(true);
    const mismatches = jest.fn();
    const root = await act(async () => hydrateRoot(container, select, { onRecoverableError: mismatches }));
    const box = container.querySelector('select')!;
    expect(box.disabled).toBe(false);
    act(() => {
      box.value = 'priceLowToHigh';
      box.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith('priceLowToHigh');
    expect(mismatches).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
