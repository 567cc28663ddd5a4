// Products similar to one (/similar-products-details/:id): same category first, then same brand.
import { useTranslation } from '@shop/shared/i18n';
import { pagedView } from '@shop/shared/query';
import { useParams } from '@shop/shared/router';
import { NAMESPACE } from '../i18n/register';
import { useSimilarProductPages } from '../api/get-similar-products';
import { ProductListing, productKey } from '../features/listing/components/product-listing';

export default function SimilarProductsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const list = pagedView(useSimilarProductPages(id), productKey);
  return <ProductListing title={t('pages.similarProducts')} screen="similar" screenKey={id} list={list} listName={`similar_${id}`} emptyText={t('listing.empty')} />;
}
