// Switches between Spanish and English; the button names the language it switches to, in that language.
import { changeLanguage, translate, useLanguage, useTranslation } from '@shop/shared/i18n';
import { enqueueSnackbar } from '@shop/shared/toast';
import { LANGUAGES, type Language } from '@shop/shared/constants';
import { Box, Button, LanguageIcon, visuallyHidden } from '@shop/shared/ui';

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const target: Language = LANGUAGES.find((l) => l !== current) ?? LANGUAGES[0];
  const name = t(`languages.${target}`);
  return (
    <Button
      color="inherit"
      lang={target}
      onClick={() => changeLanguage(target).catch(() => enqueueSnackbar(translate('noInternet'), { variant: 'error' }))}
      startIcon={<LanguageIcon aria-hidden />}
      sx={{ minWidth: 0, px: 1, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mr: { xs: 0.5, lg: 1 } } }}
    >
      {/* Full name on wide screens, the two-letter code on phones. The name always comes from the content
          (never aria-label), so what is visible stays part of the accessible name (WCAG 2.5.3). */}
      <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('lg')]: visuallyHidden })}>{name}</Box>
      <Box component="span" aria-hidden="true" sx={{ display: { xs: 'inline', lg: 'none' } }}>{target.toUpperCase()}</Box>
    </Button>
  );
}
