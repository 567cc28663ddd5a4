// Analytics select_item when a shopper opens a category from the home list (the home screen_view is the host's).
import { trackSelectItem } from '@shop/shared/analytics';
import { categoryName, type Category } from '../api/get-categories';

export const HOME_CATEGORIES_LIST = 'home_categories';

/** A category is not a product: it goes out as an item of the home category list, with no price. */
export function trackCategorySelected(category: Category): void {
  const name = categoryName(category);
  trackSelectItem({ id: category.categoryId, name, category: name, price: 0 }, HOME_CATEGORIES_LIST);
}
