// A carousel of combo tiles: loaded lazily, with swiper and the product UI entry.
import { ComboTile } from '../../../components/product-tile/combo-tile';
import type { ComboRecord } from '../../../api/catalogue-records';
import type { ResponsiveCarousel } from '../../../utils/carousel-breakpoints';
import Carousel from '../../../components/carousel/carousel';

export interface ComboCarouselProps {
  label: string;
  combos: readonly ComboRecord[];
  layout: ResponsiveCarousel;
  listName: string;
}

export default function ComboCarousel({ label, combos, layout, listName }: ComboCarouselProps) {
  return (
    <Carousel<ComboRecord>
      label={label}
      items={combos}
      getKey={(c) => String(c.comboOfferId)}
      renderItem={(c) => <ComboTile combo={c} listName={listName} index={combos.indexOf(c)} />}
      layout={layout}
    />
  );
}
