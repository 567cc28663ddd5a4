// A home section of product or combo tiles: heading with a view-all link, a lazily loaded carousel, a fixed-height
// skeleton while loading, a retry on error, nothing at all when the list is empty.
import { useId, type ReactNode } from 'react';
import type { ListPage, UseQueryResult } from '@shop/shared/query';
import { useTranslation } from '@shop/shared/i18n';
import { Box } from '@shop/shared/ui';
import { SectionHeading } from '../../../components/section-heading/section-heading';
import { NAMESPACE } from '../../../i18n/register';
import { SectionError } from './section-error';
import { SectionSkeleton } from './section-skeleton';

/** A tile's box in the carousel (image, two-line name, brand, prices, buttons). */
export const TILE_SLOT = { width: 150, height: 340 } as const;

export interface TileSectionProps<T> {
  title: string;
  viewAllTo: string;
  query: UseQueryResult<ListPage<T>>;
  /** Skeleton tiles while loading. */
  visible: number;
  /** The carousel for the loaded records (not called for an empty list). */
  children: (records: T[]) => ReactNode;
}

export function TileSection<T>({ title, viewAllTo, query, visible, children }: TileSectionProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const { data, error, refetch } = query;
  const records = data?.records ?? [];
  const skeleton = <SectionSkeleton count={Math.ceil(visible)} tileWidth={TILE_SLOT.width} tileHeight={TILE_SLOT.height} />;

  if (data && records.length === 0) return null;
  let body;
  if (data) body = children(records);
  else if (error) body = <SectionError onRetry={() => void refetch()} />;
  else body = skeleton;

  return (
    <Box component="section" aria-labelledby={titleId}>
      <SectionHeading id={titleId} title={title} viewAll={{ to: viewAllTo, text: t('landing.viewAll'), label: t('landing.viewAllLabel', { section: title }) }} />
      <Box sx={{ minHeight: TILE_SLOT.height }}>{body}</Box>
    </Box>
  );
}
