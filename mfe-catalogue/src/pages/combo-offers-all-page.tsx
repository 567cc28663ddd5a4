// All combo offers (/combo-offers-all).
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { NAMESPACE } from '../i18n/register';
import { getComboOffers } from '../features/home/api/get-combo-offers';
import { ComboListing, comboKey } from '../features/listing/components/combo-listing';
import { usePagedList } from '../features/listing/hooks/use-paged-list';

export default function ComboOffersAllPage() {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  const list = usePagedList(`combos|${country}`, getComboOffers, comboKey);
  return <ComboListing title={t('pages.comboOffersAll')} screen="combo" list={list} listName="combos" emptyText={t('listing.emptyCombos')} />;
}
