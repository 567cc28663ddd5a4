// The frame of every listing page: breadcrumb, h1, a grid of tiles, 'show more' (+20) while fewer than the total are
// shown, and the loading, empty and error states; sets the page title and reports the screen view.
import { useEffect, useId, type ReactNode } from 'react';
import { trackScreenView, type ScreenName } from '@shop/shared/analytics';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import type { PagedView } from '@shop/shared/query';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Alert, Box, Button, CircularProgress, Container, Link, Skeleton, Typography } from '@shop/shared/ui';
import { Breadcrumbs } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';

export interface ListingPageProps<T> {
  /** The h1 and the document title. */
  title: string;
  /** Reported once per page (and again when `screenKey` changes). */
  screen: ScreenName;
  screenKey?: string;
  list: PagedView<T>;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  emptyText: string;
  /** Shown instead of the list (e.g. the rebuy page for shoppers who are not logged in). */
  replacement?: ReactNode;
  /** Shown under the title, before the list (e.g. the alcohol legal notice). */
  notice?: ReactNode;
  /** Dialogs the page opens (e.g. the category age notice). */
  children?: ReactNode;
}

// On a phone (two tiles a row) the tiles from the fourth row on are below the first screen: the browser skips their
// layout and paint until they come near it (content-visibility), keeping about a tile's height for each.
const GRID = {
  listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  '& > li:nth-of-type(n+7)': { contentVisibility: { xs: 'auto', md: 'visible' }, containIntrinsicSize: 'auto 360px' },
} as const;

export function ListingPage<T>({ title, screen, screenKey = '', list, getKey, renderItem, emptyText, replacement, notice, children }: ListingPageProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  usePageMeta({ title, description: t('listing.description', { title }) });

  useEffect(() => {
    trackScreenView(screen);
  }, [screen, screenKey]);

  let body: ReactNode;
  if (replacement) {
    body = replacement;
  } else if (list.loading) {
    body = (
      <Box role="status" aria-label={t('landing.loading')} sx={GRID}>
        {Array.from({ length: 10 }, (_, i) => <Skeleton key={i} variant="rounded" height={340} />)}
      </Box>
    );
  } else if (list.failed) {
    body = (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={list.reload}>{t('landing.retry')}</Button>}>
        {t('listing.loadError')}
      </Alert>
    );
  } else if (list.records.length === 0) {
    body = <Typography color="text.secondary" sx={{ py: 4 }}>{emptyText}</Typography>;
  } else {
    body = (
      <>
        <Box component="ul" aria-labelledby={headingId} sx={GRID}>
          {list.records.map((item, i) => (
            <Box component="li" key={getKey(item)} sx={{ minWidth: 0 }}>{renderItem(item, i)}</Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, mt: 3 }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('listing.shown', { shown: list.records.length, count: Math.max(list.count, list.records.length) })}
          </Typography>
          {list.moreFailed ? (
            <Alert severity="warning" action={<Button color="inherit" size="small" onClick={list.loadMore}>{t('landing.retry')}</Button>}>
              {t('listing.loadError')}
            </Alert>
          ) : list.hasMore && (
            <Button variant="outlined" onClick={list.loadMore} disabled={list.loadingMore} startIcon={list.loadingMore ? <CircularProgress size={16} aria-hidden /> : undefined}>
              {t('listing.showMore')}
            </Button>
          )}
        </Box>
      </>
    );
  }

  return (
    <Container component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <Breadcrumbs aria-label={t('listing.breadcrumb')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.home()} aria-label={tc('goHome')} underline="hover" color="inherit">
          {tc('routes.home')}
        </Link>
        <Typography color="text.primary" aria-current="page">{title}</Typography>
      </Breadcrumbs>
      <Typography id={headingId} variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {notice}
      {body}
      {children}
    </Container>
  );
}
