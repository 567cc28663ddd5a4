// A brand's products (/brand-details/:slug/:id).
import { useTranslation } from '@shop/shared/i18n';
import { pagedView } from '@shop/shared/query';
import { useParams } from '@shop/shared/router';
import { NAMESPACE } from '../i18n/register';
import { useBrandProductPages } from '../features/listing/api/get-brand-products';
import { ProductListing, productKey } from '../features/listing/components/product-listing';

export default function BrandDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const list = pagedView(useBrandProductPages(id), productKey);
  const title = list.records[0]?.brandName ?? t('pages.brandDetails');
  return <ProductListing title={title} screen="brand" screenKey={id} list={list} listName={`brand_${id}`} emptyText={t('listing.empty')} />;
}
