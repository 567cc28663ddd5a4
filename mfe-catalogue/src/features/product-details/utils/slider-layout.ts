// Slides per view of the product and combo pages' sliders: CAROUSELS' count on wide screens, fewer as the screen narrows.
import { responsiveCarousel, type ResponsiveCarousel } from '../../../utils/carousel-breakpoints';

/** [max width px, visible] steps for product tiles (about 170 px wide each). */
const TILE_STEPS = [[1024, 4], [767, 3], [600, 2.5], [500, 2], [370, 1.5]] as const;

export function sliderLayout(visible: number): ResponsiveCarousel {
  const steps = TILE_STEPS.filter(([, n]) => n < visible);
  return responsiveCarousel(visible, Math.floor(visible), steps);
}
