// The sliders under a product: similar products, combos holding it, popular products (5 visible each), with view-all links.
import { CAROUSELS } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { paths } from '@shop/shared/routes';
import { NAMESPACE } from '../../../i18n/register';
import { ComboTile } from '../../../components/product-tile/combo-tile';
import { ProductTile } from '../../../components/product-tile/product-tile';
import type { ComboRecord, ProductRecord } from '../../../api/catalogue-records';
import { usePopularProducts } from '../../../api/get-popular-products';
import { useProductCombos } from '../../../api/get-product-combos';
import { useSimilarProducts } from '../../../api/get-similar-products';
import { SLIDER_SECTION_HEIGHT, SliderSection } from './slider-section';

/** Similar, combos and popular: the height a product page keeps for them before they mount. */
export const PRODUCT_SLIDERS_HEIGHT = 3 * SLIDER_SECTION_HEIGHT;

const productKey = (p: ProductRecord) => String(p.productId);
const comboKey = (c: ComboRecord) => String(c.comboOfferId);

export function ProductSliders({ productId }: { productId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const id = String(productId);
  const similar = useSimilarProducts(id);
  const combos = useProductCombos(id);
  const visible = CAROUSELS.productPageSliders.visible;
  return (
    <>
      <SliderSection<ProductRecord>
        title={t('product.similar')}
        viewAllTo={paths.similarProducts(productId)}
        items={similar.data?.records.filter((p) => p.productId !== productId)}
        error={similar.error}
        onRetry={() => void similar.refetch()}
        getKey={productKey}
        renderItem={(p, i) => <ProductTile product={p} listName="similar_products" index={i} headingLevel={3} />}
        visible={visible}
      />
      <SliderSection<ComboRecord>
        title={t('product.combos')}
        viewAllTo={paths.comboOffersAll(productId)}
        items={combos.data?.records}
        error={combos.error}
        onRetry={() => void combos.refetch()}
        getKey={comboKey}
        renderItem={(c, i) => <ComboTile combo={c} listName="product_combos" index={i} headingLevel={3} />}
        visible={visible}
      />
      <PopularSlider visible={visible} excludeId={productId} />
    </>
  );
}

/** Popular products; the combo page shows it too (6 visible there). */
export function PopularSlider({ visible, excludeId }: { visible: number; excludeId?: number }) {
  const { t } = useTranslation(NAMESPACE);
  const popular = usePopularProducts();
  return (
    <SliderSection<ProductRecord>
      title={t('product.popular')}
      viewAllTo={paths.popularProducts()}
      items={popular.data?.records.filter((p) => p.productId !== excludeId)}
      error={popular.error}
      onRetry={() => void popular.refetch()}
      getKey={productKey}
      renderItem={(p, i) => <ProductTile product={p} listName="popular_products" index={i} headingLevel={3} />}
      visible={visible}
    />
  );
}
