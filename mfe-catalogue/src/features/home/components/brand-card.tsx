// One brand tile: the brand's logo, linking to the brand's page.
import { Link as RouterLink } from '@shop/shared/router';
import { Box } from '@shop/shared/ui';
import { paths } from '@shop/shared/routes';
import type { Brand } from '../api/get-brands';

export const BRAND_TILE = { width: 140, height: 96 } as const;

export interface BrandCardProps {
  brand: Brand;
  onSelect?: (brand: Brand) => void;
}

export function BrandCard({ brand, onSelect }: BrandCardProps) {
  return (
    <Box
      component={RouterLink}
      to={paths.brandDetails(brand.brandName, brand.brandId)}
      onClick={() => onSelect?.(brand)}
      sx={{
        display: 'flex', alignItems: 'center', justifyContent: 'center', height: BRAND_TILE.height, borderRadius: 2,
        border: 1, borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden',
      }}
    >
      {/* The logo's alt text is the link's name: the brand (shown when there is no logo: an empty src would make the
          browser ask for the page itself again). */}
      <Box component="img" src={brand.brandImage || undefined} alt={brand.brandName} width={BRAND_TILE.width} height={BRAND_TILE.height - 16} loading="lazy" sx={{ maxWidth: '100%', height: BRAND_TILE.height - 16, objectFit: 'contain' }} />
    </Box>
  );
}
