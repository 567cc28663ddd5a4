// Dialog 2, the promo list: a search box (code or description; no leading space), each active promo with its
// description, minimum, end date and discount, what the cart still lacks, and Apply where the server allows it.
import { useEffect, useId, useState } from 'react';
import type { Cart } from '@shop/shared/calls';
import { formatCurrency, formatShopDateTime } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Alert, Box, Button, Chip, CircularProgress, SearchIcon, Typography } from '@shop/shared/ui';
import { InputAdornment, TextField } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { useApplyPromoCode } from '../../../api/apply-promo-code';
import { useActivePromos, type PromoRecord } from '../../../api/get-active-promos';
import { NAMESPACE } from '../../../i18n/register';
import { untoldRefusal } from '../../../utils/refusal';

export interface PromoListDialogProps {
  onClose: () => void;
  /** The promo is on the cart (its Cart answer). */
  onApplied: (cart: Cart) => void;
}

export const PROMO_SEARCH_DELAY_MS = 300;

export function PromoListDialog({ onClose, onApplied }: PromoListDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const applyPromo = useApplyPromoCode();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [applying, setApplying] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const listId = useId();

  // One call when the shopper pauses, not one per key.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), PROMO_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const promos = useActivePromos(query);
  const records = promos.data?.records ?? [];

  const apply = async (promo: PromoRecord) => {
    setApplying(promo.promoCodeId);
    setRefusal(null);
    try {
      onApplied(await applyPromo.mutateAsync(promo.promoCodeId));
    } catch (error) {
      // 422 refusals (minimum not met, expired, limit reached) reach the caller untold.
      setRefusal(untoldRefusal(error, t('panel.errors.generic')));
    } finally {
      setApplying(null);
    }
  };

  return (
    <DialogShell open onClose={onClose} width="wide" title={t('panel.promo.listTitle')}>
      <TextField
        fullWidth
        size="small"
        label={t('panel.promo.search')}
        value={search}
        // A leading space would search for nothing useful: it is never kept.
        onChange={(e) => setSearch(e.target.value.replace(/^\s+/, ''))}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> },
          htmlInput: { 'aria-controls': listId, enterKeyHint: 'search' },
        }}
        sx={{ mb: 2 }}
      />
      {refusal && <Alert severity="error" sx={{ mb: 2 }}>{refusal}</Alert>}
      {promos.isFetching && !promos.data && <CircularProgress size={24} aria-label={t('panel.loading')} />}
      {promos.isError && !promos.data && <Alert severity="error">{t('panel.promo.loadError')}</Alert>}
      {promos.data && records.length === 0 && <Typography color="text.secondary">{t('panel.promo.noneFound')}</Typography>}
      <Box component="ul" id={listId} aria-busy={promos.isFetching} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {records.map((promo) => (
          <Box component="li" key={promo.promoCodeId} aria-label={promo.promoCode} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 700, flex: 1 }}>{promo.promoCode}</Typography>
              <Chip size="small" color="secondary" label={promo.formattedDiscount} />
            </Box>
            {promo.description && <Typography variant="body2">{promo.description}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {t('panel.promo.minimum', { amount: formatCurrency(promo.minimumCartAmount, country) })}
            </Typography>
            {promo.endDate && !Number.isNaN(Date.parse(promo.endDate)) && (
              <Typography variant="body2" color="text.secondary">
                {t('panel.promo.endsOn', { date: formatShopDateTime(new Date(promo.endDate), language, { dateStyle: 'medium' }, country) })}
              </Typography>
            )}
            {promo.amountMissing > 0 && (
              <Typography variant="body2" color="warning.main">
                {t('panel.promo.addMore', { amount: formatCurrency(promo.amountMissing, country) })}
              </Typography>
            )}
            <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
              {promo.applied ? (
                <Chip size="small" color="success" label={t('panel.promo.appliedChip')} />
              ) : (
                <Button
                  size="small"
                  variant="contained"
                  disabled={!promo.enableApplyButton || applying !== null}
                  onClick={() => void apply(promo)}
                  aria-label={t('panel.promo.applyCode', { code: promo.promoCode })}
                >
                  {t('panel.promo.applyButton')}
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </DialogShell>
  );
}
