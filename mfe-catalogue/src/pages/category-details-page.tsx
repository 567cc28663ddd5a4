// A category's products (/category-details/:slug/:id), with the category age pop-up once a shop day for restricted ones
// and the legal notice where it lists alcoholic drinks.
import { useCallback } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { useParams } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { NAMESPACE } from '../i18n/register';
import { AlcoholNotice } from '../components/alcohol-notice/alcohol-notice';
import { useCategoryAgeNotice } from '../hooks/use-category-age-notice';
import { getCategoryProducts } from '../features/listing/api/get-category-products';
import { ProductListing, productKey } from '../features/listing/components/product-listing';
import { useCategory } from '../features/listing/hooks/use-category';
import { usePagedList } from '../features/listing/hooks/use-paged-list';
import type { Page } from '../utils/list-params';

export default function CategoryDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const country = useSession((s) => s.country);
  const category = useCategory(id);
  const fetchPage = useCallback((page: Page) => getCategoryProducts(id, page), [id]);
  const list = usePagedList(`category|${country}|${id}`, fetchPage, productKey);

  // Unlisted category: its products say it (a product's restriction is at least its category's).
  const fromProducts = list.records.length > 0 ? Math.min(...list.records.map((p) => p.ageRestriction)) : null;
  const age = category.ageRestriction ?? (category.settled ? fromProducts : null);
  const notice = useCategoryAgeNotice(age, id);

  const title = category.name ?? list.records[0]?.categoryName ?? t('pages.categoryDetails');
  return (
    <ProductListing
      title={title}
      screen="category"
      screenKey={id}
      list={list}
      listName={`category_${id}`}
      emptyText={t('listing.empty')}
      notice={list.records.some((p) => p.alcohol) && <AlcoholNotice />}
    >
      {notice}
    </ProductListing>
  );
}
