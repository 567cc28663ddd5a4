// Product details (/product-details/:slug/:id): gallery, buying panel with toppings, attributes, descriptions, ratings
// and reviews, and the similar / combos / popular sliders.
import { useEffect, useRef } from 'react';
import { trackScreenView, trackSelectItem } from '@shop/shared/analytics';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { useParams } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Box, Container, Divider, Stack } from '@shop/shared/ui';
import { NAMESPACE } from '../i18n/register';
import { useProduct, type ProductDetails } from '../features/product-details/api/get-product';
import { AlcoholNotice } from '../components/alcohol-notice/alcohol-notice';
import { DetailsBreadcrumb } from '../features/product-details/components/details-breadcrumb';
import { PageStatus } from '../features/product-details/components/page-status';
import { ProductDescriptions } from '../features/product-details/components/product-descriptions';
import { ProductGallery } from '../features/product-details/components/product-gallery';
import { PRODUCT_SLIDERS_HEIGHT, ProductSliders } from '../features/product-details/components/product-sliders';
import { NearViewport } from '../components/near-viewport/near-viewport';
import { PRODUCT_PAGE_LIST, ProductSummary } from '../features/product-details/components/product-summary';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { primaryImage, productForAnalytics } from '../utils/product-record';
import { ReviewsSection } from '../features/reviews/components/reviews-section';

function ProductView({ product }: { product: ProductDetails }) {
  const canonical = paths.productDetails(product.name, product.productId);
  useCanonicalPath(canonical);
  usePageMeta({
    url: canonical,
    title: product.name,
    description: product.shortDescription ?? undefined,
    image: primaryImage(product) ?? undefined,
    type: 'product',
  });
  const files = product.images?.length ? product.images : product.productFile;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <DetailsBreadcrumb
        trail={[
          { label: product.categoryName, to: paths.categoryDetails(product.categoryName, product.categoryId) },
          { label: product.name },
        ]}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: { xs: 3, md: 5 } }}>
        <ProductGallery files={files} name={product.name} />
        <Stack spacing={3}>
          <ProductSummary product={product} />
          {product.alcohol && <AlcoholNotice />}
          <ProductDescriptions product={product} />
        </Stack>
      </Box>
      <Divider sx={{ mt: 4 }} />
      <ReviewsSection productId={product.productId} productName={product.name} />
      <Divider />
      <NearViewport placeholderHeight={PRODUCT_SLIDERS_HEIGHT}>
        <ProductSliders productId={product.productId} />
      </NearViewport>
    </Container>
  );
}

export default function ProductDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const { data, error, refetch } = useProduct(id);
  const product = data && String(data.productId) === id ? data : undefined;

  useEffect(() => {
    trackScreenView('product');
  }, [id]);

  // select_item once per product shown (not again when the record is read again after a cart change).
  const selected = useRef<number | null>(null);
  useEffect(() => {
    if (!product || selected.current === product.productId) return;
    selected.current = product.productId;
    trackSelectItem(productForAnalytics(product, 1, PRODUCT_PAGE_LIST), PRODUCT_PAGE_LIST);
  }, [product]);

  if (!product) {
    return (
      <PageStatus
        title={t('pages.productDetails')}
        error={error}
        loadingText={t('product.loading')}
        record="product"
        errorText={t('product.loadError')}
        onRetry={() => void refetch()}
      />
    );
  }
  return <ProductView product={product} />;
}
