// Placeholder tiles of a home section while it loads, at the section's final height so nothing jumps.
import { useTranslation } from '@shop/shared/i18n';
import { Box, Skeleton } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';

export interface SectionSkeletonProps {
  /** Tiles to show. */
  count: number;
  tileWidth: number;
  tileHeight: number;
  /** Rows of tiles (the phone's category grid has two). */
  rows?: number;
}

export function SectionSkeleton({ count, tileWidth, tileHeight, rows = 1 }: SectionSkeletonProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box
      role="status"
      aria-label={t('landing.loading')}
      sx={{ display: 'grid', gridTemplateRows: `repeat(${rows}, ${tileHeight}px)`, gridAutoFlow: 'column', gridAutoColumns: `minmax(${tileWidth}px, 1fr)`, gap: 1.5, overflow: 'hidden' }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={tileHeight} />
      ))}
    </Box>
  );
}
