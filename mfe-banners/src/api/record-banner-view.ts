// POST /api/v1/{country}/{lang}/banner/{bannerId}/viewed: counts the shopper's view of a banner (session required).
import { api } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import { countryPath } from '../utils/session-params';

export async function recordBannerView(bannerId: number): Promise<void> {
  const { userId, language } = useSession.getState();
  if (!userId) return;
  await api.post(`${countryPath()}/${language}/banner/${bannerId}/viewed`, { userId: Number(userId), bannerId }, { callName: 'recordBannerView' });
}
