// The results page without results: an illustration, what was searched, close keywords to try, and a way home.
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Box, Button, Chip, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';

export interface NoProductsProps {
  text: string;
  keywords: readonly string[];
  onKeyword: (keyword: string) => void;
}

/** An empty shopping bag under a magnifying glass, drawn in the theme's colours. */
function EmptySearchIllustration() {
  return (
    <Box component="svg" viewBox="0 0 200 160" width={200} height={160} aria-hidden focusable="false" sx={{ color: 'primary.main', maxWidth: '60vw', height: 'auto' }}>
      <ellipse cx="100" cy="146" rx="70" ry="8" fill="currentColor" opacity="0.12" />
      <path d="M52 58h76l-6 78H58z" fill="currentColor" opacity="0.18" />
      <path d="M52 58h76l-6 78H58z" fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
      <path d="M72 58v-10a18 18 0 0 1 36 0v10" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <circle cx="138" cy="62" r="24" fill="#fff" stroke="currentColor" strokeWidth="5" />
      <path d="M155 80l18 18" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
      <path d="M130 55l16 16M146 55l-16 16" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </Box>
  );
}

export function NoProducts({ text, keywords, onKeyword }: NoProductsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <EmptySearchIllustration />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('searchResults.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {t('searchResults.emptyText', { text })}
      </Typography>
      {keywords.length > 0 && (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('searchResults.didYouMean')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            {keywords.map((k) => (
              <Chip key={k} label={k} component={RouterLink} to={paths.search(k)} clickable onClick={() => onKeyword(k)} />
            ))}
          </Stack>
        </Box>
      )}
      <Button variant="contained" component={RouterLink} to={paths.home()}>
        {t('searchResults.keepShopping')}
      </Button>
    </Stack>
  );
}
