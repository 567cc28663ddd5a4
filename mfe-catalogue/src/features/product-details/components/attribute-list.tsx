// The product's attributes as a definition list, following the rules of utils/attributes.ts.
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Box, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import type { ProductAttribute } from '../api/get-product';
import { attributeRows, type AttributeRow } from '../utils/attributes';

export interface AttributeListProps {
  attributes: readonly ProductAttribute[];
}

export function AttributeList({ attributes }: AttributeListProps) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  const rows = attributeRows(attributes);
  if (rows.length === 0) return null;

  const valueOf = (row: AttributeRow) => {
    switch (row.kind) {
      case 'units':
        return t('product.units', { count: row.count });
      case 'pricePerUnit':
        return row.unit ? t('product.pricePerUnitValue', { price: formatCurrency(row.price, country), unit: row.unit }) : formatCurrency(row.price, country);
      case 'price':
        return formatCurrency(row.price, country);
      case 'boolean':
        return row.value ? t('product.yes') : t('product.no');
      case 'list':
        return (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {row.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        );
      default:
        return row.value;
    }
  };

  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.code} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
            {row.kind === 'pricePerUnit' ? t('product.pricePerUnit') : row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {valueOf(row)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
