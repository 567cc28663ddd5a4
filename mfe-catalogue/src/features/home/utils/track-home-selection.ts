// Analytics when a shopper opens a category or a brand from the home sections (the home screen_view is the host's).
// Neither is a product, so they go out as GA4 `select_content` (content_type + content_id), not as a priceless `select_item`.
import { trackSelectContent } from '@shop/shared/analytics';
import { categoryName, type Category } from '@shop/shared/calls';
import type { Brand } from '../api/get-brands';

export function trackCategorySelected(category: Category): void {
  trackSelectContent({ contentType: 'category', contentId: category.categoryId, name: categoryName(category) });
}

export function trackBrandSelected(brand: Brand): void {
  trackSelectContent({ contentType: 'brand', contentId: brand.brandId, name: brand.brandName });
}
