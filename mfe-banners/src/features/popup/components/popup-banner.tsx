// The pop-up banner: for shoppers with a saved address only, at most once a shop day per user; showing it
// records the view. Checked again when the address or the user changes (a shopper who just saved an address, or a guest
// who just logged in, may now see it).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { homeBannersQueryOptions } from '../../../api/get-home-banners';
import { recordBannerView } from '../../../api/record-banner-view';
import type { Banner } from '../../../api/banner-records';
import { markPopupBannerShown, popupBannerDue } from '../utils/popup-day';

const PopupDialog = lazy(() => import('./popup-dialog'));

export function PopupBanner() {
  const userId = useSession((s) => s.userId);
  const addressId = useSession((s) => s.userData?.userAddressId ?? null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const client = useQueryClient();

  useEffect(() => {
    if (!userId || !addressId) return;
    let live = true;
    void (async () => {
      try {
        if (!(await popupBannerDue(userId))) return;
        const answer = await client.fetchQuery(homeBannersQueryOptions('POPUP'));
        const first = answer.records[0];
        // Marked only when really shown: an effect cleaned up meanwhile (StrictMode, a quick navigation) shows nothing.
        if (!live || !first) return;
        setBanner(first);
        await markPopupBannerShown(userId);
        await recordBannerView(first.bannerId);
      } catch (error) {
        // The pop-up is an extra: a failure shows nothing (the API client already told the shopper about real errors).
        console.error('[banners] pop-up banner', error);
      }
    })();
    return () => {
      live = false;
    };
  }, [userId, addressId, client]);

  if (!banner) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog banner={banner} onClose={() => setBanner(null)} />
    </Suspense>
  );
}
