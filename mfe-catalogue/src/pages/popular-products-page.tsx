// Popular products (/popular-products-details).
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { NAMESPACE } from '../i18n/register';
import { getPopularProducts } from '../api/get-popular-products';
import { ProductListing, productKey } from '../features/listing/components/product-listing';
import { usePagedList } from '../features/listing/hooks/use-paged-list';

export default function PopularProductsPage() {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  const list = usePagedList(`popular|${country}`, getPopularProducts, productKey);
  return <ProductListing title={t('pages.popularProducts')} screen="popular" list={list} listName="popular" emptyText={t('listing.empty')} />;
}
