// The catalogue's part of the home page: the sections whose API has landed (categories, brands).
import { Stack } from '@shop/shared/ui';
import { BrandSection } from './brand-section';
import { CategorySection } from './category-section';

export function HomeSections() {
  return (
    <Stack spacing={4} sx={{ py: 2 }}>
      <CategorySection />
      <BrandSection />
    </Stack>
  );
}
