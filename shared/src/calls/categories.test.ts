// The categories every app shows (the host's footer, the catalogue's home and category pages): one call, one query.
import { renderHook, waitFor } from '@testing-library/react';
import { categoryAgeRestriction, categoryName, getCategories, useCategories, type Category } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { asCustomer, callOf, freshPage, routes, withQueryClient } from '../../test/calls-fixtures';

const category = (categoryId: number, name: string, age = '0'): Category => ({
  categoryId, categoryImageUrl: `/img/${categoryId}.svg`,
  customAttributes: [{ attributeCode: 'category_name', value: name }, { attributeCode: 'age_restriction', value: age }],
});

beforeEach(freshPage);

it('GET /{countryId}/homescreen/categories with its query, the shopper\'s address when there is one', async () => {
  const api = routes({ 'GET /PE/homescreen/categories': { data: { count: 1, records: [category(2, 'Cervezas', '18')] } } });
  await getCategories();
  expect(callOf(api)).toMatchObject({ callName: 'getCategories', params: { countryId: 'PE', languageCode: 'es', limit: 20, offset: 0, category: 1 } });
  asCustomer(11);
  await getCategories();
  expect(callOf(api, 1).params).toMatchObject({ addressId: '11' });
});

it('reads a category\'s name and age from its attributes', () => {
  expect(categoryName(category(2, 'Cervezas', '18'))).toBe('Cervezas');
  expect(categoryAgeRestriction(category(2, 'Cervezas', '18'))).toBe(18);
  expect(categoryAgeRestriction({ ...category(3, 'x'), customAttributes: [] })).toBe(0);
  expect(categoryAgeRestriction(category(3, 'x', 'no'))).toBe(0);
});

it('is one read for every view, read again on a language change but not on an address change', async () => {
  const api = routes({ 'GET /PE/homescreen/categories': { data: { count: 1, records: [category(1, 'Bebidas')] } } });
  const { result } = renderHook(() => [useCategories(), useCategories()], withQueryClient());
  await waitFor(() => expect(result.current[0]?.data?.records).toHaveLength(1));
  expect(api).toHaveBeenCalledTimes(1);
  events.emit('address:changed', { userAddressId: '9' });
  events.emit('language:changed', { language: useSession.getState().language });
  await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
});
