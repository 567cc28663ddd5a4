// The breadcrumb of a details page: home > ... > the page itself (not a link, marked as the current page).
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Link, Typography } from '@shop/shared/ui';
import { Breadcrumbs } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export function DetailsBreadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const crumbs: Crumb[] = [{ label: t('pages.home'), to: paths.home() }, ...trail];
  return (
    <Breadcrumbs aria-label={t('product.breadcrumb')} sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
      {crumbs.map((c, i) =>
        c.to && i < crumbs.length - 1 ? (
          <Link
            key={`${i}-${c.label}`}
            component={RouterLink}
            to={c.to}
            underline="hover"
            color="inherit"
            // "Inicio" alone is vague out of context (a links list): the home crumb says where it goes, as the listing pages' do.
            aria-label={i === 0 ? tc('goHome') : undefined}
          >
            {c.label}
          </Link>
        ) : (
          <Typography key={`${i}-${c.label}`} color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
            {c.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
