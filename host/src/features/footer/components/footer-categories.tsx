// The footer's category column: the API's categories in the current language, each linking to its page.
import { categoryName, useCategories, type CategoryList } from '@shop/shared/calls';
import { Link as RouterLink } from '@shop/shared/router';
import { useTranslation } from '@shop/shared/i18n';
import { paths } from '@shop/shared/routes';
import { Link, List, ListItem, Skeleton, Typography } from '@shop/shared/ui';

export interface FooterCategory {
  id: string;
  name: string;
}

/** The named categories (one without a name in this language is left out). */
const footerCategories = (list: CategoryList): FooterCategory[] =>
  list.records.map((c) => ({ id: String(c.categoryId), name: categoryName(c) })).filter((c) => c.name !== '');

export function FooterCategories({ headingId }: { headingId: string }) {
  const { t } = useTranslation('host');
  // The home page's categories query: one read for the page.
  const { data, status } = useCategories();
  const categories = data ? footerCategories(data) : [];

  return (
    <>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('footer.categories')}
      </Typography>
      {status === 'pending' && (
        <div aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} width="70%" sx={{ bgcolor: 'rgba(255,255,255,0.15)' }} />
          ))}
        </div>
      )}
      {status === 'error' && <Typography variant="body2">{t('footer.categoriesError')}</Typography>}
      {status === 'success' && (
        <List dense disablePadding aria-labelledby={headingId} sx={{ columnCount: { xs: 2, md: 1 } }}>
          {categories.map((c) => (
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
