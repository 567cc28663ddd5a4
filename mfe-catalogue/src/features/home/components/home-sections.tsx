// The catalogue's part of the home page, in this order: categories, combos, popular, rebuy, brands.
// (The banner list above them belongs to the banners remote.)
import { Stack } from '@shop/shared/ui';
import { HydrateWhenNear } from '../../../components/hydrate-when-near/hydrate-when-near';
import { BrandSection } from './brand-section';
import { CategorySection } from './category-section';
import { ComboSection } from './combo-section';
import { PopularSection } from './popular-section';
import { RebuySection } from './rebuy-section';

/**
 * The sections after the first two start below a phone's first screen: the browser skips their layout and paint until
 * they come near it (content-visibility), with room kept for them at about their height (then at the height they last
 * had). On a cheap phone the page's layouts while its HTML arrived were among the load's long tasks.
 */
const BELOW_THE_FOLD = { contentVisibility: 'auto', containIntrinsicSize: 'auto 390px' } as const;

/**
 * Those sections are hydrated only when the shopper comes near them (HydrateWhenNear): on a phone the page loads without
 * React's work on their tiles. Constant elements: HydrateWhenNear must not get a new one while it waits.
 */
const POPULAR = <PopularSection />;
const REBUY = <RebuySection />;
const BRANDS = <BrandSection />;

export function HomeSections() {
  return (
    <Stack spacing={4} sx={{ py: 2, '& > :nth-child(n+3)': BELOW_THE_FOLD }}>
      <CategorySection />
      <ComboSection />
      <HydrateWhenNear id="home-popular">{POPULAR}</HydrateWhenNear>
      <HydrateWhenNear id="home-rebuy">{REBUY}</HydrateWhenNear>
      <HydrateWhenNear id="home-brands">{BRANDS}</HydrateWhenNear>
    </Stack>
  );
}
