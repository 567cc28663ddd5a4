// One category tile: image and name, linking to the category's page.
import { Link as RouterLink } from '@shop/shared/router';
import { Box, Typography } from '@shop/shared/ui';
import { paths } from '@shop/shared/routes';
import { categoryName, type Category } from '@shop/shared/calls';

export const CATEGORY_TILE = { width: 104, height: 140, image: 88 } as const;

export interface CategoryCardProps {
  category: Category;
  onSelect?: (category: Category) => void;
}

export function CategoryCard({ category, onSelect }: CategoryCardProps) {
  const name = categoryName(category);
  return (
    <Box
      component={RouterLink}
      to={paths.categoryDetails(name, category.categoryId)}
      onClick={() => onSelect?.(category)}
      sx={{
        display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, height: CATEGORY_TILE.height,
        textDecoration: 'none', color: 'text.primary', borderRadius: 2, p: 0.5,
        '&:hover img': { transform: 'scale(1.04)' },
      }}
    >
      <Box
        component="img"
        // An empty URL as src makes the browser ask for the page itself again: no src then, the grey circle stays.
        src={category.categoryImageUrl || undefined}
        alt=""
        width={CATEGORY_TILE.image}
        height={CATEGORY_TILE.image}
        loading="lazy"
        sx={{ width: CATEGORY_TILE.image, height: CATEGORY_TILE.image, objectFit: 'cover', borderRadius: '50%', bgcolor: 'grey.100', transition: 'transform .2s' }}
      />
      <Typography variant="body2" align="center" sx={{ fontWeight: 600, lineHeight: 1.2, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {name}
      </Typography>
    </Box>
  );
}
