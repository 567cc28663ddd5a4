// The frame of both banner pages: breadcrumb, h1 (the banner's name), the page title, and the not-found and error
// states of the banner itself.
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Alert, Button, Container, Link, Skeleton, Typography } from '@shop/shared/ui';
import { Breadcrumbs } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';
import { isApiError } from '@shop/shared/api';
import type { UseQueryResult } from '@shop/shared/query';
import type { BannerDetails } from '../../../api/banner-records';

export interface BannerPageFrameProps {
  banner: UseQueryResult<BannerDetails>;
  /** The title while the banner is unknown, and the page's kind in the document title. */
  fallbackTitle: string;
  children: (headingId: string, banner: BannerDetails) => ReactNode;
}

const notFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

export function BannerPageFrame({ banner, fallbackTitle, children }: BannerPageFrameProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  const name = banner.data?.bannerName;
  const title = name ? `${name} · ${fallbackTitle}` : fallbackTitle;
  usePageMeta({ title, description: banner.data?.description ?? t('pages.description', { title: name ?? fallbackTitle }) });

  let body: ReactNode;
  if (banner.data) body = children(headingId, banner.data);
  else if (banner.error) {
    body = notFound(banner.error)
      ? <Alert severity="info">{t('pages.notFound')}</Alert>
      : (
        <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => void banner.refetch()}>{t('pages.retry')}</Button>}>
          {t('pages.loadError')}
        </Alert>
      );
  } else body = <Skeleton variant="rounded" sx={{ width: '100%', aspectRatio: '10 / 3' }} aria-label={t('pages.loading')} />;

  return (
    <Container component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <Breadcrumbs aria-label={t('pages.breadcrumb')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.home()} aria-label={tc('goHome')} underline="hover" color="inherit">{tc('routes.home')}</Link>
        <Typography color="text.primary" aria-current="page">{name ?? fallbackTitle}</Typography>
      </Breadcrumbs>
      <Typography id={headingId} variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {name ?? fallbackTitle}
      </Typography>
      {body}
    </Container>
  );
}
