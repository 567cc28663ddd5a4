// A brand's products (/brand-details/:slug/:id).
import { useCallback } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { useParams } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { NAMESPACE } from '../i18n/register';
import { getBrandProducts } from '../features/listing/api/get-brand-products';
import { ProductListing, productKey } from '../features/listing/components/product-listing';
import { usePagedList } from '../features/listing/hooks/use-paged-list';
import type { Page } from '../utils/list-params';

export default function BrandDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const country = useSession((s) => s.country);
  const fetchPage = useCallback((page: Page) => getBrandProducts(id, page), [id]);
  const list = usePagedList(`brand|${country}|${id}`, fetchPage, productKey);
  const title = list.records[0]?.brandName ?? t('pages.brandDetails');
  return <ProductListing title={title} screen="brand" screenKey={id} list={list} listName={`brand_${id}`} emptyText={t('listing.empty')} />;
}
