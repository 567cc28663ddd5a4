// The category a category page shows: its name and age restriction, from the page's categories query (the home page's).
import { categoryAgeRestriction, categoryName, useCategories } from '@shop/shared/calls';

export interface CategoryInfo {
  /** null until known (or when the category is not listed). */
  name: string | null;
  /** The category's age restriction; null until the categories answered (or when it is not listed). */
  ageRestriction: number | null;
  /** The categories answered (with or without this one). */
  settled: boolean;
}

export function useCategory(categoryId: string): CategoryInfo {
  const { data, isError } = useCategories();
  const category = data?.records.find((c) => String(c.categoryId) === categoryId);
  return {
    name: category ? categoryName(category) || null : null,
    ageRestriction: category ? categoryAgeRestriction(category) : null,
    settled: data !== undefined || isError,
  };
}
