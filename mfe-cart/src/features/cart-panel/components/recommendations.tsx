// 'Before you checkout': up to 10 products the serving store sells that the cart lacks, in a horizontal list that snaps
// to each card. Add puts one in the cart; an age-restricted product goes to its page instead, where the catalogue's
// add-to-cart rules (login, age verification) apply.
import { useState } from 'react';
import { addCartItem, useCart } from '@shop/shared/calls';
import { PRIMARY_IMAGE_TYPE } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { slugify } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { hasAddress, useSession } from '@shop/shared/session';
import { Box, Button, Link, Typography } from '@shop/shared/ui';
import { Price, ProductImage } from '@shop/shared/ui-product';
import { useRecommendedProducts, type RecommendedProduct } from '../../../api/get-recommended-products';
import { NAMESPACE } from '../../../i18n/register';
import { useCartAction } from '../../../hooks/use-cart-action';
import { PanelSection } from './panel-section';

export interface RecommendationsProps {
  onNavigate: () => void;
}

const CARD_WIDTH = 136;

function imageOf(product: RecommendedProduct): string | null {
  const files = product.productFile ?? [];
  return (files.find((f) => f.type?.toLowerCase() === PRIMARY_IMAGE_TYPE.toLowerCase()) ?? files[0])?.imageUrl ?? null;
}

const hrefOf = (product: RecommendedProduct): string => `/product-details/${product.slug || slugify(product.name)}/${product.productId}`;

export function Recommendations({ onNavigate }: RecommendationsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { data } = useRecommendedProducts();
  const { data: cart } = useCart();
  const { busy, run } = useCartAction();
  const [adding, setAdding] = useState<number | null>(null);
  // The list is of what the cart lacks: a product added since it was read leaves it without reading it again.
  const inCart = new Set((cart?.cartItems ?? []).map((item) => item.productId));
  const records = (data?.records ?? []).filter((product) => !inCart.has(product.productId));
  if (records.length === 0) return null;

  const add = async (product: RecommendedProduct) => {
    if (!hasAddress(useSession.getState())) {
      events.emit('location:required', { reason: 'addToCart' });
      return;
    }
    setAdding(product.productId);
    await run(() => addCartItem({ productId: product.productId, quantity: 1 }));
    setAdding(null);
  };

  return (
    <PanelSection title={t('panel.recommended.title')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none', m: 0, p: 0, pb: 1, display: 'flex', gap: 1.5, overflowX: 'auto',
          scrollSnapType: 'x mandatory', scrollPaddingInline: 0, overscrollBehaviorX: 'contain',
        }}
      >
        {records.map((product) => {
          const price = product.productPrice?.[0];
          const restricted = (product.ageRestriction ?? 0) > 0;
          return (
            <Box
              component="li"
              key={product.productId}
              sx={{ flex: `0 0 ${CARD_WIDTH}px`, scrollSnapAlign: 'start', display: 'flex', flexDirection: 'column', gap: 0.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}
            >
              <Box aria-hidden>
                <ProductImage src={imageOf(product)} alt="" width={CARD_WIDTH - 16} height={CARD_WIDTH - 16} />
              </Box>
              <Link component={RouterLink} to={hrefOf(product)} onClick={onNavigate} underline="hover" color="inherit" variant="body2" sx={{ fontWeight: 600 }}>
                {product.name}
              </Link>
              {price && <Price actual={price.actualPrice} discounted={price.discountedPrice} size="small" />}
              <Box sx={{ mt: 'auto' }}>
                {restricted ? (
                  <Button size="small" component={RouterLink} to={hrefOf(product)} onClick={onNavigate} aria-label={t('panel.recommended.seeProduct', { name: product.name })}>
                    {t('panel.recommended.see')}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    variant="contained"
                    disabled={busy || !product.available}
                    onClick={() => void add(product)}
                    aria-label={t('panel.recommended.addProduct', { name: product.name })}
                  >
                    {adding === product.productId ? t('panel.recommended.adding') : t('panel.recommended.add')}
                  </Button>
                )}
              </Box>
              {!product.available && <Typography variant="caption" color="text.secondary">{t('panel.lines.unavailable')}</Typography>}
            </Box>
          );
        })}
      </Box>
    </PanelSection>
  );
}
