// Combo offers holding a product (/combo-offers-all/:productId).
import { useCallback } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { useParams } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { NAMESPACE } from '../i18n/register';
import { getProductCombos } from '../api/get-product-combos';
import { ComboListing, comboKey } from '../features/listing/components/combo-listing';
import { usePagedList } from '../features/listing/hooks/use-paged-list';
import type { Page } from '../utils/list-params';

export default function ComboOffersForProductPage() {
  const { t } = useTranslation(NAMESPACE);
  const { productId = '' } = useParams();
  const country = useSession((s) => s.country);
  const fetchPage = useCallback((page: Page) => getProductCombos(productId, page), [productId]);
  const list = usePagedList(`productCombos|${country}|${productId}`, fetchPage, comboKey);
  return (
    <ComboListing title={t('pages.comboOffersForProduct')} screen="combo" screenKey={productId} list={list} listName={`product_combos_${productId}`} emptyText={t('listing.emptyCombos')} />
  );
}
