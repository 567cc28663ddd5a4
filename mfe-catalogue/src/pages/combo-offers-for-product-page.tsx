// Combo offers holding a product (/combo-offers-all/:productId).
import { useTranslation } from '@shop/shared/i18n';
import { pagedView } from '@shop/shared/query';
import { useParams } from '@shop/shared/router';
import { NAMESPACE } from '../i18n/register';
import { useProductComboPages } from '../api/get-product-combos';
import { ComboListing, comboKey } from '../features/listing/components/combo-listing';

export default function ComboOffersForProductPage() {
  const { t } = useTranslation(NAMESPACE);
  const { productId = '' } = useParams();
  const list = pagedView(useProductComboPages(productId), comboKey);
  return (
    <ComboListing title={t('pages.comboOffersForProduct')} screen="combo" screenKey={productId} list={list} listName={`product_combos_${productId}`} emptyText={t('listing.emptyCombos')} />
  );
}
