// A banner page's grid of the catalogue's tiles (loaded through federation), with loading, empty, error and
// 'show more' states. If the catalogue's tiles cannot load, a notice with a retry takes the grid's place only.
import { Suspense, useId, useState, type ComponentType } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import type { PagedView } from '@shop/shared/query';
import { Alert, Box, Button, CircularProgress, RemoteErrorNotice, Skeleton, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { FederatedBoundary } from '../../../components/federated-boundary';
import { useFederatedComponent } from '../../../hooks/use-federated-component';

const GRID = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' } as const;

export interface TileGridProps<T, P extends object> {
  /** The exposed tile, e.g. 'catalogue/ProductTile'. */
  tile: string;
  /** The heading the list is labelled by. */
  labelledBy: string;
  list: PagedView<T>;
  getKey: (record: T) => string;
  tileProps: (record: T, index: number) => P;
  emptyText: string;
}

function Skeletons() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box role="status" aria-label={t('pages.loading')} sx={GRID}>
      {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} variant="rounded" height={320} />)}
    </Box>
  );
}

function Tiles<T, P extends object>({ Tile, list, getKey, tileProps, labelledBy }: Pick<TileGridProps<T, P>, 'list' | 'getKey' | 'tileProps' | 'labelledBy'> & { Tile: ComponentType<P> }) {
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={GRID}>
      {list.records.map((record, i) => (
        <Box component="li" key={getKey(record)} sx={{ minWidth: 0 }}><Tile {...tileProps(record, i)} /></Box>
      ))}
    </Box>
  );
}

export function TileGrid<T, P extends object>({ tile, labelledBy, list, getKey, tileProps, emptyText }: TileGridProps<T, P>) {
  const { t } = useTranslation(NAMESPACE);
  const [attempt, setAttempt] = useState(0);
  const Tile = useFederatedComponent<P>(tile, attempt);
  const statusId = useId();

  if (list.loading) return <Skeletons />;
  if (list.failed) {
    return (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={list.reload}>{t('pages.retry')}</Button>}>
        {t('pages.loadError')}
      </Alert>
    );
  }
  if (list.records.length === 0) return <Typography color="text.secondary" sx={{ py: 4 }}>{emptyText}</Typography>;
  return (
    <>
      <FederatedBoundary key={attempt} fallback={<RemoteErrorNotice onRetry={() => setAttempt((a) => a + 1)} label={t('pages.tilesFailed')} />}>
        <Suspense fallback={<Skeletons />}>
          <Tiles Tile={Tile} list={list} getKey={getKey} tileProps={tileProps} labelledBy={labelledBy} />
        </Suspense>
      </FederatedBoundary>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, mt: 3 }}>
        <Typography id={statusId} variant="body2" color="text.secondary" aria-live="polite">
          {t('pages.shown', { shown: list.records.length, count: Math.max(list.count, list.records.length) })}
        </Typography>
        {list.moreFailed ? (
          <Alert severity="warning" action={<Button color="inherit" size="small" onClick={list.loadMore}>{t('pages.retry')}</Button>}>
            {t('pages.loadError')}
          </Alert>
        ) : list.hasMore && (
          <Button variant="outlined" onClick={list.loadMore} disabled={list.loadingMore} startIcon={list.loadingMore ? <CircularProgress size={16} aria-hidden /> : undefined}>
            {t('pages.showMore')}
          </Button>
        )}
      </Box>
    </>
  );
}
