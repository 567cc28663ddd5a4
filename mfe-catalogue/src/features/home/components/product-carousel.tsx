// A carousel of product tiles (popular, rebuy): loaded lazily, with swiper and the product UI entry.
import { ProductTile } from '../../../components/product-tile/product-tile';
import type { ProductRecord } from '../../../api/catalogue-records';
import type { ResponsiveCarousel } from '../../../utils/carousel-breakpoints';
import Carousel from '../../../components/carousel/carousel';

export interface ProductCarouselProps {
  label: string;
  products: readonly ProductRecord[];
  layout: ResponsiveCarousel;
  /** Analytics item_list_name. */
  listName: string;
}

export default function ProductCarousel({ label, products, layout, listName }: ProductCarouselProps) {
  return (
    <Carousel<ProductRecord>
      label={label}
      items={products}
      getKey={(p) => String(p.productId)}
      renderItem={(p) => <ProductTile product={p} listName={listName} index={products.indexOf(p)} />}
      layout={layout}
    />
  );
}
