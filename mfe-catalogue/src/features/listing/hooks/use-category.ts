// The category a category page shows: its name and age restriction, from the categories the home page lists.
import { useApiQuery } from '@shop/shared/api';
import { CATEGORY_ATTRIBUTES } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import { categoryName, getCategories, type Category } from '../../../api/get-categories';

export interface CategoryInfo {
  /** null until known (or when the category is not listed). */
  name: string | null;
  /** The category's age restriction; null until the categories answered (or when it is not listed). */
  ageRestriction: number | null;
  /** The categories answered (with or without this one). */
  settled: boolean;
}

const ageOf = (category: Category): number => {
  const value = Number(category.customAttributes.find((a) => a.attributeCode === CATEGORY_ATTRIBUTES.ageRestriction)?.value ?? 0);
  return Number.isFinite(value) ? value : 0;
};

export function useCategory(categoryId: string): CategoryInfo {
  const country = useSession((s) => s.country);
  const addressId = useSession((s) => s.userData?.userAddressId ?? null);
  const { data, error } = useApiQuery(
    `categoryPage|${country}|${addressId ?? ''}`,
    () => getCategories({ countryId: country, languageCode: useSession.getState().language, addressId }),
    { refetchOn: ['language:changed'] },
  );
  const category = data?.records.find((c) => String(c.categoryId) === categoryId);
  return {
    name: category ? categoryName(category) || null : null,
    ageRestriction: category ? ageOf(category) : null,
    settled: data !== undefined || error !== undefined,
  };
}
