// The skeleton a tile section shows while its carousel chunk loads (same size as the section's own skeleton).
import { SectionSkeleton } from './section-skeleton';
import { TILE_SLOT } from './tile-section';

export function TileSectionLoading({ visible }: { visible: number }) {
  return <SectionSkeleton count={Math.ceil(visible)} tileWidth={TILE_SLOT.width} tileHeight={TILE_SLOT.height} />;
}
