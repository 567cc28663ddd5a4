// The footer's category column: the API's categories in the current language, each linking to its page.
import { Link as RouterLink } from '@shop/shared/router';
import { useTranslation } from '@shop/shared/i18n';
import { paths } from '@shop/shared/routes';
import { useSession } from '@shop/shared/session';
import { Link, List, ListItem, Skeleton, Typography } from '@shop/shared/ui';
import { useAsync } from '../../../hooks/use-async';
import { getCategories } from '../calls/get-categories';

export function FooterCategories({ headingId }: { headingId: string }) {
  const { t, i18n } = useTranslation('host');
  const country = useSession((s) => s.country);
  const language = i18n.language;
  const categories = useAsync((signal) => getCategories(country, language, signal), [country, language]);

  return (
    <>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('footer.categories')}
      </Typography>
      {categories.status === 'loading' && (
        <div aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} width="70%" sx={{ bgcolor: 'rgba(255,255,255,0.15)' }} />
          ))}
        </div>
      )}
      {categories.status === 'error' && <Typography variant="body2">{t('footer.categoriesError')}</Typography>}
      {categories.status === 'success' && (
        <List dense disablePadding aria-labelledby={headingId} sx={{ columnCount: { xs: 2, md: 1 } }}>
          {categories.data.map((c) => (
            <ListItem key={c.id} disablePadding sx={{ py: 0.25 }}>
              <Link component={RouterLink} to={paths.categoryDetails(c.name, c.id)} color="inherit">
                {c.name}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
