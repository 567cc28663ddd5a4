// Products to buy again (/rebuy-products-details): verified customers only; others are asked to log in.
import { events } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';
import { pagedView } from '@shop/shared/query';
import { isVerified, useSession } from '@shop/shared/session';
import { Box, Button, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../i18n/register';
import { useBuyAgainProductPages } from '../features/home/api/get-buy-again-products';
import { ProductListing, productKey } from '../features/listing/components/product-listing';

export default function RebuyProductsPage() {
  const { t } = useTranslation(NAMESPACE);
  const verified = useSession(isVerified);
  const list = pagedView(useBuyAgainProductPages(), productKey);
  const loginPrompt = verified ? undefined : (
    <Box sx={{ py: 4 }}>
      <Typography sx={{ mb: 2 }}>{t('listing.rebuyLogin')}</Typography>
      <Button variant="contained" onClick={() => events.emit('auth:login-required', { reason: 'rebuy' })}>{t('listing.login')}</Button>
    </Box>
  );
  return <ProductListing title={t('pages.rebuyProducts')} screen="rebuy" list={list} listName="rebuy" emptyText={t('listing.emptyRebuy')} replacement={loginPrompt} />;
}
