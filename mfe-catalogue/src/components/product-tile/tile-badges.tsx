// The marks over a tile's image: the discount percent and the age restriction, each with a spoken form.
import { useTranslation } from '@shop/shared/i18n';
import { Box, visuallyHidden } from '@shop/shared/ui';
import { NAMESPACE } from '../../i18n/register';

const mark = { px: 0.75, py: 0.25, borderRadius: 1, fontSize: '0.75rem', fontWeight: 700, lineHeight: 1.4 } as const;

export function DiscountBadge({ percent }: { percent: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box component="span" sx={{ ...mark, bgcolor: 'error.main', color: 'error.contrastText' }}>
      <span aria-hidden>{t('tile.discount', { percent })}</span>
      <span style={visuallyHidden}>{t('tile.discountLabel', { percent })}</span>
    </Box>
  );
}

export function AgeBadge({ age }: { age: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box component="span" sx={{ ...mark, bgcolor: 'grey.900', color: 'common.white' }}>
      <span aria-hidden>{t('tile.ageLabel', { age })}</span>
      <span style={visuallyHidden}>{t('tile.ageLabelFull', { age })}</span>
    </Box>
  );
}

/** Holds the badges in the image's top corners. */
export function TileBadges({ percent, age }: { percent: string | null; age: number }) {
  if (!percent && age <= 0) return null;
  return (
    <Box sx={{ position: 'absolute', top: 8, left: 8, right: 8, display: 'flex', justifyContent: 'space-between', pointerEvents: 'none' }}>
      <span>{percent && <DiscountBadge percent={percent} />}</span>
      <span>{age > 0 && <AgeBadge age={age} />}</span>
    </Box>
  );
}
