// A price as the shopper's country writes it, with the actual price struck through when a discount applies.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { formatCurrency } from '@shop/shared/format';
import { useSession } from '@shop/shared/session';
import { useTranslation } from '@shop/shared/i18n';

export interface PriceProps {
  /** The price before discount (actualPrice / originalActualPrice). */
  actual?: number | string | null;
  /** The price the shopper pays (discountedPrice / sellingPrice). */
  discounted: number | string;
  /** Defaults to the session's country. */
  country?: string;
  size?: 'small' | 'medium' | 'large';
}

const FONT_SIZES = { small: '0.875rem', medium: '1rem', large: '1.5rem' } as const;

export function Price({ actual, discounted, country, size = 'medium' }: PriceProps) {
  const { t } = useTranslation('common');
  const sessionCountry = useSession((s) => s.country);
  const c = country ?? sessionCountry;
  const showActual = actual !== null && actual !== undefined && actual !== '' && Number(actual) !== Number(discounted);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: FONT_SIZES[size] }}>
        {/* Screen readers do not announce strikethrough: say which price is which. */}
        {showActual && <span style={visuallyHidden}>{`${t('price.current')}: `}</span>}
        {formatCurrency(discounted, c)}
      </Typography>
      {showActual && (
        <Typography component="s" color="text.secondary" sx={{ fontSize: `calc(${FONT_SIZES[size]} * 0.85)` }}>
          <span style={visuallyHidden}>{`${t('price.previous')}: `}</span>
          {formatCurrency(actual, c)}
        </Typography>
      )}
    </Box>
  );
}
