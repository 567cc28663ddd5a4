import { CAROUSELS } from '@shop/shared/constants';
import { responsiveCarousel } from './carousel-breakpoints';

describe('responsiveCarousel', () => {
  it('maps the brand steps (5/4/3/2 visible at 767/600/500/370 px) onto min-width breakpoints', () => {
    const { visible, scroll, steps } = CAROUSELS.brands;
    const r = responsiveCarousel(visible, scroll, steps);
    expect(r.base).toEqual({ slidesPerView: 2, slidesPerGroup: 2 });
    expect(r.breakpoints).toEqual({
      371: { slidesPerView: 3, slidesPerGroup: 3 },
      501: { slidesPerView: 4, slidesPerGroup: 3 },
      601: { slidesPerView: 5, slidesPerGroup: 3 },
      768: { slidesPerView: 6, slidesPerGroup: 3 },
    });
  });

  it('without steps uses the full-width layout everywhere', () => {
    expect(responsiveCarousel(8, 4)).toEqual({ base: { slidesPerView: 8, slidesPerGroup: 4 }, breakpoints: {} });
  });
});
