// A banner's own page (/banner-details/:slug/:id): its artwork and description, then its products as the catalogue's
// tiles (add to cart included), 20 at a time with 'show more'.
import { useId } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { pagedView } from '@shop/shared/query';
import { useParams } from '@shop/shared/router';
import { Box, Typography } from '@shop/shared/ui';
import { useBannerProducts } from '../api/get-banner-products';
import { useBanner } from '../api/get-banner';
import { BannerPicture } from '../components/banner-picture';
import { BannerPageFrame } from '../features/banner-pages/components/banner-page-frame';
import { TileGrid } from '../features/banner-pages/components/tile-grid';
import { NAMESPACE } from '../i18n/register';
import type { ProductRecord, ProductTileProps } from '../api/catalogue-records';

export default function BannerDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const banner = useBanner(id);
  const products = pagedView(useBannerProducts(id), (p: ProductRecord) => p.productId);
  const productsHeading = useId();

  return (
    <BannerPageFrame banner={banner} fallbackTitle={t('pages.bannerDetails')}>
      {(_, details) => (
        <>
          <Box sx={{ width: '100%', aspectRatio: '3 / 2', '@media (min-width: 768px)': { aspectRatio: '10 / 3' }, borderRadius: 2, overflow: 'hidden', mb: 2 }}>
            <BannerPicture imageUrl={details.imageUrl} webImageUrl={details.webImageUrl} alt={details.bannerName} eager />
          </Box>
          {details.description && <Typography sx={{ mb: 3 }}>{details.description}</Typography>}
          <Typography id={productsHeading} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>{t('pages.products')}</Typography>
          <TileGrid<ProductRecord, ProductTileProps>
            tile="catalogue/ProductTile"
            labelledBy={productsHeading}
            list={products}
            getKey={(p) => String(p.productId)}
            tileProps={(product, index) => ({ product, listName: `banner_${id}`, index, headingLevel: 3 })}
            emptyText={t('pages.noProducts')}
          />
        </>
      )}
    </BannerPageFrame>
  );
}
