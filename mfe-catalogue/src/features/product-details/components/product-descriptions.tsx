// The product's details below the buying panel: attributes, short description and description (plain text).
import { useId } from 'react';
import { PRODUCT_ATTRIBUTES } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Box, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { attributeValue } from '../../../utils/product-record';
import type { ProductDetails } from '../api/get-product';
import { AttributeList } from './attribute-list';
import { attributeRows } from '../utils/attributes';

export function ProductDescriptions({ product }: { product: ProductDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const detailsId = useId();
  const descriptionId = useId();
  const short = product.shortDescription ?? attributeValue(product, PRODUCT_ATTRIBUTES.shortDescription);
  const description = product.description ?? attributeValue(product, PRODUCT_ATTRIBUTES.description);
  const hasAttributes = attributeRows(product.productAttribute ?? []).length > 0;
  return (
    <>
      {short && (
        <Typography sx={{ whiteSpace: 'pre-line' }} color="text.secondary">
          {short}
        </Typography>
      )}
      {hasAttributes && (
        <Box component="section" aria-labelledby={detailsId}>
          <Typography id={detailsId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t('product.details')}
          </Typography>
          <AttributeList attributes={product.productAttribute} />
        </Box>
      )}
      {description && (
        <Box component="section" aria-labelledby={descriptionId}>
          <Typography id={descriptionId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t('product.description')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{description}</Typography>
        </Box>
      )}
    </>
  );
}
