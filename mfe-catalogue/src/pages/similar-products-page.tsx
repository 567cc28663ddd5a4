// Products similar to one (/similar-products-details/:id): same category first, then same brand.
import { useCallback } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { useParams } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { NAMESPACE } from '../i18n/register';
import { getSimilarProducts } from '../api/get-similar-products';
import { ProductListing, productKey } from '../features/listing/components/product-listing';
import { usePagedList } from '../features/listing/hooks/use-paged-list';
import type { Page } from '../utils/list-params';

export default function SimilarProductsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const country = useSession((s) => s.country);
  const fetchPage = useCallback((page: Page) => getSimilarProducts(id, page), [id]);
  const list = usePagedList(`similar|${country}|${id}`, fetchPage, productKey);
  return <ProductListing title={t('pages.similarProducts')} screen="similar" screenKey={id} list={list} listName={`similar_${id}`} emptyText={t('listing.empty')} />;
}
