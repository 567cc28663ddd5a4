// A normal combo's products: image, brand, name (a link to the product's page) and how many come in the combo.
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Box, Link, Typography } from '@shop/shared/ui';
import { ProductImage } from '@shop/shared/ui-product';
import { NAMESPACE } from '../../../i18n/register';
import type { ComboNormalProduct } from '../../../api/catalogue-records';

export function ComboProducts({ products }: { products: readonly ComboNormalProduct[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {products.map((p) => (
        <Box component="li" key={p.productId} sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <ProductImage src={p.imageUrl} alt="" width={64} height={64} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {p.brandName}
            </Typography>
            <Link component={RouterLink} to={paths.productDetails(p.productName, p.productId)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {p.productName}
            </Link>
          </Box>
          <Typography sx={{ ml: 'auto', fontWeight: 700 }} aria-label={t('combo.quantity', { count: p.quantity })}>
            {`× ${p.quantity}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
