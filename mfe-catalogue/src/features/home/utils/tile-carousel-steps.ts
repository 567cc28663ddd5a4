// Responsive steps of the product and combo carousels ([maxWidthPx, visible]): CAROUSELS gives only the full-width
// counts (popular and rebuy 6, combos 3.5), so tiles keep a readable width (~150 px) on narrower screens.
import { CAROUSELS } from '@shop/shared/constants';
import { responsiveCarousel } from '../../../utils/carousel-breakpoints';

export const PRODUCT_CAROUSEL_STEPS = [[1199, 5], [991, 4], [767, 3], [575, 2]] as const;
export const COMBO_CAROUSEL_STEPS = [[1199, 3], [991, 2.5], [767, 2], [575, 1.5]] as const;

export const POPULAR_LAYOUT = responsiveCarousel(CAROUSELS.popular.visible, CAROUSELS.popular.scroll, PRODUCT_CAROUSEL_STEPS);
export const REBUY_LAYOUT = responsiveCarousel(CAROUSELS.rebuy.visible, CAROUSELS.rebuy.scroll, PRODUCT_CAROUSEL_STEPS);
export const COMBO_LAYOUT = responsiveCarousel(CAROUSELS.combos.visible, CAROUSELS.combos.scroll, COMBO_CAROUSEL_STEPS);
