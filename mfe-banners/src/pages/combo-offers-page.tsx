// The combos of a banner (/combo-offers/:bannerId): the catalogue's combo tiles (add to cart included), 20 at a time.
import { useCallback } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { useParams } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { getBannerCombos } from '../api/get-banner-combos';
import type { Page } from '../api/get-banner-products';
import { useBanner } from '../api/get-banner';
import { BannerPageFrame } from '../features/banner-pages/components/banner-page-frame';
import { TileGrid } from '../features/banner-pages/components/tile-grid';
import { usePagedRecords } from '../features/banner-pages/hooks/use-paged-records';
import { NAMESPACE } from '../i18n/register';
import type { ComboRecord, ComboTileProps } from '../types/catalogue';

export default function ComboOffersPage() {
  const { t } = useTranslation(NAMESPACE);
  const { bannerId = '' } = useParams();
  const country = useSession((s) => s.country);
  const banner = useBanner(bannerId);
  const fetchPage = useCallback((page: Page) => getBannerCombos(bannerId, page), [bannerId]);
  const combos = usePagedRecords(`bannerCombos|${country}|${bannerId}`, fetchPage);

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
