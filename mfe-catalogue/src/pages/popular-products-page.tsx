// Popular products (/popular-products-details).
import { pagedView } from '@shop/shared/query';
import { useTranslation } from '@shop/shared/i18n';
import { NAMESPACE } from '../i18n/register';
import { usePopularProductPages } from '../api/get-popular-products';
import { ProductListing, productKey } from '../features/listing/components/product-listing';

export default function PopularProductsPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = pagedView(usePopularProductPages(), productKey);
  return <ProductListing title={t('pages.popularProducts')} screen="popular" list={list} listName="popular" emptyText={t('listing.empty')} />;
}
