// A category's products (/category-details/:slug/:id), with the category age pop-up once a shop day for restricted ones
// and the legal notice where it lists alcoholic drinks; an unknown category is the not-found page, a wrong slug is
// corrected in the URL.
import { useTranslation } from '@shop/shared/i18n';
import { pagedView } from '@shop/shared/query';
import { useParams } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { NAMESPACE } from '../i18n/register';
import { AlcoholNotice } from '../components/alcohol-notice/alcohol-notice';
import { isNotFound, NotFoundPage } from '../components/not-found/not-found-page';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { useCategoryAgeNotice } from '../hooks/use-category-age-notice';
import { useCategoryProductPages } from '../features/listing/api/get-category-products';
import { ProductListing, productKey } from '../features/listing/components/product-listing';
import { useCategory } from '../features/listing/hooks/use-category';

export default function CategoryDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const category = useCategory(id);
  const pages = useCategoryProductPages(id);
  const list = pagedView(pages, productKey);

  // Unlisted category: its products say it (a product's restriction is at least its category's).
  const fromProducts = list.records.length > 0 ? Math.min(...list.records.map((p) => p.ageRestriction)) : null;
  const age = category.ageRestriction ?? (category.settled ? fromProducts : null);
  const notice = useCategoryAgeNotice(age, id);
  // Only a listed category's own name makes its slug: the products of an unlisted one may belong to its sub-categories.
  useCanonicalPath(category.name === null ? null : paths.categoryDetails(category.name, id));

  if (isNotFound(pages.error)) return <NotFoundPage record="category" />;
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
