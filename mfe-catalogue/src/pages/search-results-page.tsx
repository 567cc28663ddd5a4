// Search results (/search-products/:slug/:query?sort=): sort dropdown, product grid, "show more", the no-products message,
// and the age-restriction notice once per search whose results hold age-restricted products.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { trackScreenView, trackSearch } from '@shop/shared/analytics';
import type { SearchSort } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { useParams, useSearchParams } from '@shop/shared/router';
import { Alert, Box, Button, CircularProgress, Container, Skeleton, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../i18n/register';
import { DetailsBreadcrumb } from '../features/product-details/components/details-breadcrumb';
import { ProductTile } from '../components/product-tile/product-tile';
import { FIRST_VIEW_TILES } from '../components/product-tile/tile-frame';
import { NoProducts } from '../features/search/components/no-products';
import { SortSelect } from '../features/search/components/sort-select';
import { useSearchResults } from '../features/search/hooks/use-search-results';
import { sortFromUrl, withSort } from '../features/search/utils/search-sort';
import { decodeSegment, searchTerm } from '../features/search/utils/search-text';

const AgeRestrictionNotice = lazy(() => import('../features/search/components/age-restriction-notice'));

export const SEARCH_LIST = 'search_results';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(170px, 100%), 1fr))', gap: 2 } as const;

/**
 * One search (one text): its age notice starts afresh when the text changes. The sort lives in the URL (?sort=), so a
 * reload, back and forward and a shared link keep it; each choice is a history entry, as a new search is.
 */
function SearchResults({ text }: { text: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const sort = sortFromUrl(params);
  const setSort = (next: SearchSort) => void setParams((current) => withSort(current, next));
  const results = useSearchResults(text, sort);
  const [notice, setNotice] = useState<'pending' | 'open' | 'shown'>('pending');

  useEffect(() => {
    if (notice === 'pending' && results.status === 'ready' && results.ageRestricted) setNotice('open');
  }, [notice, results.status, results.ageRestricted]);

  let body;
  if (results.status === 'loading') {
    body = (
      <Box role="status" aria-label={t('searchResults.loading')} sx={grid}>
        {Array.from({ length: 10 }, (_, i) => <Skeleton key={i} variant="rounded" height={320} />)}
      </Box>
    );
  } else if (results.status === 'error') {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <Alert severity="warning" action={<Button color="inherit" size="small" onClick={results.retry}>{tc('retry')}</Button>}>
          {t('searchResults.loadError')}
        </Alert>
      </Stack>
    );
  } else if (results.records.length === 0) {
    body = <NoProducts text={text} keywords={results.similerKeywords} onKeyword={trackSearch} />;
  } else {
    body = (
      <>
        <Box component="ul" aria-labelledby={headingId} sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
          {results.records.map((p, i) => (
            <li key={p.productId}>
              <ProductTile product={p} listName={SEARCH_LIST} index={i} headingLevel={2} eagerImage={i < FIRST_VIEW_TILES} />
            </li>
          ))}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'center', mt: 3 }}>
          <Typography variant="body2" color="text.secondary">
            {t('searchResults.showing', { shown: results.records.length, count: results.count })}
          </Typography>
          {results.hasMore && (
            <Button
              variant="outlined"
              onClick={results.showMore}
              disabled={results.loadingMore}
              startIcon={results.loadingMore ? <CircularProgress size={16} aria-hidden /> : undefined}
            >
              {t('searchResults.showMore')}
            </Button>
          )}
        </Stack>
      </>
    );
  }

  return (
    <>
      <DetailsBreadcrumb trail={[{ label: t('pages.searchResults') }]} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, gap: 2, mb: 3 }}>
        <Box>
          <Typography id={headingId} variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {t('pages.searchResults')}
          </Typography>
          <Typography color="text.secondary" role="status" sx={{ overflowWrap: 'anywhere' }}>
            {results.status === 'ready' ? t('searchResults.resultsFor', { count: results.count, text }) : '\u00a0'}
          </Typography>
        </Box>
        <SortSelect value={sort} onChange={setSort} />
      </Stack>
      {body}
      {notice !== 'pending' && (
        <Suspense fallback={null}>
          <AgeRestrictionNotice open={notice === 'open'} onClose={() => setNotice('shown')} />
        </Suspense>
      )}
    </>
  );
}

export default function SearchResultsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { query = '' } = useParams();
  const text = searchTerm(decodeSegment(query));
  usePageMeta({ title: t('pages.searchResults'), description: t('searchResults.metaDescription', { text }) });

  useEffect(() => {
    trackScreenView('search');
  }, []);

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <SearchResults key={text} text={text} />
    </Container>
  );
}
