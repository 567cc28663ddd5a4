// The combo page's buying panel and contents: name, prices, tags, cart counter, 'replace items' (list combos in the
// cart), and the products (normal) or the lists with their alternatives (list).
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import type { Cart } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Box, Button, Chip, Stack, Typography } from '@shop/shared/ui';
import { Price } from '@shop/shared/ui-product';
import { DetailsPrice } from '../../../components/product-tile/details-price';
import { COMBO_OFFER_TYPES } from '@shop/shared/constants';
import { NAMESPACE } from '../../../i18n/register';
import { CartCounter } from '../../../components/cart-counter/cart-counter';
import { useCachedLines } from '../../../hooks/use-cart-item';
import { useComboCart } from '../../../hooks/use-combo-cart';
import { comboLines, mainLine, MAX_LINE_QUANTITY } from '../../../utils/cart-lines';
import type { ComboAlternative, ComboChoice, ComboNormalProduct, ComboRecord } from '../../../api/catalogue-records';
import { comboAge, comboPrices, isComboList } from '../../../utils/product-record';
import { useReplaceComboItems } from '../api/replace-combo-items';
import { choiceData, choiceMap } from '../utils/combo-choice';
import { ComboListChoices } from './combo-list-choices';
import { ComboProducts } from './combo-products';

const ComboSelectionDialog = lazy(() => import('../../../components/add-to-cart/combo-selection-dialog'));
const EnlargedImageDialog = lazy(() => import('./enlarged-image-dialog'));

export const COMBO_PAGE_LIST = 'combo_details';

export function ComboSummary({ combo }: { combo: ComboRecord }) {
  const { t } = useTranslation(NAMESPACE);
  const contentsId = useId();
  const isList = combo.comboOfferType === COMBO_OFFER_TYPES.LIST;
  const entries = combo.comboOfferProducts;
  const lists = useMemo(() => (isList ? (entries ?? []).filter(isComboList) : []), [isList, entries]);
  const products = isList ? [] : (entries ?? []).filter((e): e is ComboNormalProduct => !isComboList(e));
  // What the page's cart holds (every change writes its answer there), else what the record said when it was read.
  const lines = useCachedLines(useCallback((c: Cart) => comboLines(c, combo.comboOfferId), [combo.comboOfferId]));
  const inCart = lines ? lines.length > 0 : combo.cartItemCount > 0;
  const inCartChoice = useMemo(() => (lines && mainLine(lines)?.comboOfferData) || combo.comboOfferData || [], [lines, combo.comboOfferData]);

  // Out of the cart the radios are the shopper's to set, and the add starts from them; in the cart they show the cart's.
  const [picked, setPicked] = useState<Record<number, number>>(() => choiceMap(lists, combo.comboOfferData ?? []));
  const saved = useMemo(() => choiceMap(lists, inCartChoice), [lists, inCartChoice]);
  const record = useMemo<ComboRecord>(
    () => (inCart || !isList ? combo : { ...combo, comboOfferData: choiceData(lists, picked) }),
    [combo, inCart, isList, lists, picked],
  );
  const cart = useComboCart(record, COMBO_PAGE_LIST);
  const replace = useReplaceComboItems();
  const [replacing, setReplacing] = useState(false);
  const [enlarged, setEnlarged] = useState<ComboAlternative | null>(null);

  const prices = comboPrices(combo);
  const price = <Price actual={prices.actual} discounted={prices.discounted} size="large" />;
  const age = comboAge(combo);

  const confirmReplace = async (choice: ComboChoice[]) => {
    try {
      await replace.mutateAsync({ comboOfferId: combo.comboOfferId, comboOfferData: choice });
      setReplacing(false);
    } catch {
      // The shared client has told the shopper; the dialog stays open to try again or close.
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
        {combo.comboName}
      </Typography>
      <DetailsPrice price={price} prices={prices} />
      {age > 0 && (
        <Box>
          <Chip label={t('product.ageRestricted', { age })} size="small" color="error" variant="outlined" />
        </Box>
      )}
      {!combo.available && <Alert severity="info">{t('combo.unavailable')}</Alert>}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <CartCounter cart={cart} name={combo.comboName} price={price} max={MAX_LINE_QUANTITY} disabled={cart.count === 0 && !combo.available} />
        {isList && inCart && (
          <Button variant="outlined" onClick={() => setReplacing(true)}>
            {t('combo.replaceItems')}
          </Button>
        )}
      </Stack>

      <Box component="section" aria-labelledby={contentsId}>
        <Typography id={contentsId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {isList ? t('combo.chooseProducts') : t('combo.includes')}
        </Typography>
        {isList ? (
          <>
            {inCart && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('combo.choicesLocked')}
              </Typography>
            )}
            <ComboListChoices
              lists={lists}
              value={inCart ? saved : picked}
              disabled={inCart}
              onChange={(listId, productId) => setPicked((p) => ({ ...p, [listId]: productId }))}
              onEnlarge={setEnlarged}
            />
          </>
        ) : (
          <ComboProducts products={products} />
        )}
      </Box>

      {replacing && (
        <Suspense fallback={null}>
          <ComboSelectionDialog
            combo={combo}
            initial={inCartChoice}
            onClose={() => setReplacing(false)}
            onConfirm={(choice) => void confirmReplace(choice)}
          />
        </Suspense>
      )}
      {enlarged && (
        <Suspense fallback={null}>
          <EnlargedImageDialog name={enlarged.productName} imageUrl={enlarged.imageUrl} onClose={() => setEnlarged(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
