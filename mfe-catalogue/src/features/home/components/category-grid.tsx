// The phone's category list: two rows that scroll sideways, no carousel library needed.
import { useTranslation } from '@shop/shared/i18n';
import { Box } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import type { Category } from '@shop/shared/calls';
import { CATEGORY_TILE, CategoryCard } from './category-card';

export interface CategoryGridProps {
  categories: readonly Category[];
  onSelect: (category: Category) => void;
}

export function CategoryGrid({ categories, onSelect }: CategoryGridProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box
      component="ul"
      aria-label={t('landing.categories')}
      sx={{
        listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateRows: `repeat(2, ${CATEGORY_TILE.height}px)`,
        gridAutoFlow: 'column', gridAutoColumns: `${CATEGORY_TILE.width - 16}px`, gap: 1.5, overflowX: 'auto',
        scrollSnapType: 'x proximity', '& > li': { scrollSnapAlign: 'start' },
      }}
    >
      {categories.map((c) => (
        <li key={c.categoryId}>
          <CategoryCard category={c} onSelect={onSelect} />
        </li>
      ))}
    </Box>
  );
}
