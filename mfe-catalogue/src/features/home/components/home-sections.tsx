// The catalogue's part of the home page, in this order: categories, combos, popular, rebuy, brands.
// (The banner list above them belongs to the banners remote.)
import { Stack } from '@shop/shared/ui';
import { BrandSection } from './brand-section';
import { CategorySection } from './category-section';
import { ComboSection } from './combo-section';
import { PopularSection } from './popular-section';
import { RebuySection } from './rebuy-section';

export function HomeSections() {
  return (
    <Stack spacing={4} sx={{ py: 2 }}>
      <CategorySection />
      <ComboSection />
      <PopularSection />
      <RebuySection />
      <BrandSection />
    </Stack>
  );
}
