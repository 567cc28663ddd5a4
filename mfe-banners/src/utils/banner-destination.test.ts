import type { Banner } from '../types/banner';
import { bannerDestination } from './banner-destination';

const base: Banner = {
  bannerId: 7, bannerName: 'Delivery en 30 minutos', url: '', imageUrl: '/m.svg', webImageUrl: '/w.svg',
  applicableOn: null, comboCount: 0, comboOfferId: null, categoryId: null, categoryName: null,
};

describe('bannerDestination (issue 7 mapping)', () => {
  it('a combo banner with one combo leads to that combo\'s details', () => {
    expect(bannerDestination({ ...base, applicableOn: 'COMBOOFFER', comboCount: 1, comboOfferId: 12 })).toBe('/combo-offer-details/12');
  });

  it('a combo banner with several combos leads to the banner\'s combos page', () => {
    expect(bannerDestination({ ...base, applicableOn: 'COMBOOFFER', comboCount: 3, comboOfferId: null })).toBe('/combo-offers/7');
    expect(bannerDestination({ ...base, applicableOn: 'COMBOOFFER', comboCount: 2, comboOfferId: 12 })).toBe('/combo-offers/7');
  });

  it('a category banner leads to the category page with the category name\'s slug (accents kept)', () => {
    expect(bannerDestination({ ...base, applicableOn: 'CATEGORY', categoryId: 4, categoryName: 'Lácteos y Huevos' }))
      .toBe('/category-details/lácteos-y-huevos/4');
  });

  it('anything else leads to the banner\'s own page with the banner name\'s slug', () => {
    expect(bannerDestination(base)).toBe('/banner-details/delivery-en-30-minutos/7');
    // Incomplete data falls back to the banner page rather than a broken link.
    expect(bannerDestination({ ...base, applicableOn: 'CATEGORY', categoryId: null })).toBe('/banner-details/delivery-en-30-minutos/7');
    expect(bannerDestination({ ...base, applicableOn: 'COMBOOFFER', comboCount: 0 })).toBe('/banner-details/delivery-en-30-minutos/7');
    expect(bannerDestination({ ...base, bannerName: '¡¡!!' })).toBe('/banner-details/-/7');
  });
});
