// The frame every account page shares: the breadcrumbs from home, the page's h1 in one style and the column's width;
// the page is a section named by its h1.
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Box, Container, Link, Typography } from '@shop/shared/ui';
import { Breadcrumbs } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../i18n/register';

/** An account page's h1. Pages whose heading comes with their content (an order's number) render it themselves. */
export function AccountHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

export interface AccountPageProps {
  /** The page's name: the last breadcrumb and, unless the content has its own, the h1. */
  title: string;
  /** Pages between home and this one (an order's page: my orders). */
  trail?: { label: string; to: string }[];
  /** The content renders its own AccountHeading (it knows more than the title, e.g. the order's number). */
  ownHeading?: boolean;
  maxWidth?: 'md' | 'lg';
  children: ReactNode;
}

export function AccountPage({ title, trail = [], ownHeading = false, maxWidth = 'md', children }: AccountPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  return (
    <Container maxWidth={maxWidth} component="section" aria-labelledby={ownHeading ? undefined : headingId} aria-label={ownHeading ? title : undefined} sx={{ py: 3 }}>
      <Breadcrumbs aria-label={t('pages.breadcrumb')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.home()} aria-label={tc('goHome')} underline="hover" color="inherit">
          {tc('routes.home')}
        </Link>
        {trail.map((step) => (
          <Link key={step.to} component={RouterLink} to={step.to} underline="hover" color="inherit">
            {step.label}
          </Link>
        ))}
        <Typography color="text.primary" aria-current="page">{title}</Typography>
      </Breadcrumbs>
      {!ownHeading && <Box sx={{ mb: 2 }}><AccountHeading id={headingId}>{title}</AccountHeading></Box>}
      {children}
    </Container>
  );
}
