// The legal notice Peru's alcohol law (Ley 28681) requires wherever alcoholic drinks are offered: alcohol category and
// product pages show it in full, not as a pop-up the shopper can dismiss.
import { AGE_RESTRICTION } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Box, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../i18n/register';

export function AlcoholNotice() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box role="note" sx={{ border: 2, borderColor: 'text.primary', borderRadius: 1, px: 2, py: 1, my: 2, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.3 }}>
        {t('legal.alcoholNotice', { age: AGE_RESTRICTION })}
      </Typography>
    </Box>
  );
}
