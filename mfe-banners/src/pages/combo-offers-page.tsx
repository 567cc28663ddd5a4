// The combos of a banner (/combo-offers/:bannerId): the catalogue's combo tiles (add to cart included), 20 at a time.
import { useTranslation } from '@shop/shared/i18n';
import { pagedView } from '@shop/shared/query';
import { useParams } from '@shop/shared/router';
import { useBannerCombos } from '../api/get-banner-combos';
import { useBanner } from '../api/get-banner';
import { BannerPageFrame } from '../features/banner-pages/components/banner-page-frame';
import { TileGrid } from '../features/banner-pages/components/tile-grid';
import { NAMESPACE } from '../i18n/register';
import type { ComboRecord, ComboTileProps } from '../api/catalogue-records';

export default function ComboOffersPage() {
  const { t } = useTranslation(NAMESPACE);
  const { bannerId = '' } = useParams();
  const banner = useBanner(bannerId);
  const combos = pagedView(useBannerCombos(bannerId), (c: ComboRecord) => c.comboOfferId);

  return (
    <BannerPageFrame banner={banner} fallbackTitle={t('pages.comboOffers')}>
      {(headingId) => (
        <TileGrid<ComboRecord, ComboTileProps>
          tile="catalogue/ComboTile"
          labelledBy={headingId}
          list={combos}
          getKey={(c) => String(c.comboOfferId)}
          tileProps={(combo, index) => ({ combo, listName: `banner_combos_${bannerId}`, index, headingLevel: 2 })}
          emptyText={t('pages.noCombos')}
        />
      )}
    </BannerPageFrame>
  );
}
