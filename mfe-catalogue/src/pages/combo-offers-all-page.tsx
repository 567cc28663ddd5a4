// All combo offers (/combo-offers-all).
import { pagedView } from '@shop/shared/query';
import { useTranslation } from '@shop/shared/i18n';
import { NAMESPACE } from '../i18n/register';
import { useComboOfferPages } from '../features/home/api/get-combo-offers';
import { ComboListing, comboKey } from '../features/listing/components/combo-listing';

export default function ComboOffersAllPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = pagedView(useComboOfferPages(), comboKey);
  return <ComboListing title={t('pages.comboOffersAll')} screen="combo" list={list} listName="combos" emptyText={t('listing.emptyCombos')} />;
}
