// A brand's products (/brand-details/:slug/:id); an unknown brand is the not-found page, a wrong slug is corrected in
// the URL once its products name the brand.
import { useTranslation } from '@shop/shared/i18n';
import { pagedView } from '@shop/shared/query';
import { useParams } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { NAMESPACE } from '../i18n/register';
import { isNotFound, NotFoundPage } from '../components/not-found/not-found-page';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { useBrandProductPages } from '../features/listing/api/get-brand-products';
import { ProductListing, productKey } from '../features/listing/components/product-listing';

export default function BrandDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const pages = useBrandProductPages(id);
  const list = pagedView(pages, productKey);
  const brandName = list.records[0]?.brandName ?? null;
  useCanonicalPath(brandName === null ? null : paths.brandDetails(brandName, id));

  if (isNotFound(pages.error)) return <NotFoundPage record="brand" />;
  const title = brandName ?? t('pages.brandDetails');
  return <ProductListing title={title} screen="brand" screenKey={id} list={list} listName={`brand_${id}`} emptyText={t('listing.empty')} />;
}
