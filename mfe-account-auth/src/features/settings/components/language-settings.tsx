// The language setting (es / en): applied at once through i18n's changeLanguage, which also stores it in the
// session (localStorage 'language') and emits language:changed — the same call as the header's switch.
import { useId } from 'react';
import { changeLanguage, translate, useTranslation } from '@shop/shared/i18n';
import { enqueueSnackbar } from '@shop/shared/toast';
import { LANGUAGES, type Language } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import { Paper, Typography } from '@shop/shared/ui';
import { FormControlLabel, Radio, RadioGroup } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

export function LanguageSettings() {
  const { t } = useTranslation(NAMESPACE);
  const labelId = useId();
  const language = useSession((s) => s.language);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={labelId} variant="h6" component="h2">{t('settings.language')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('settings.languageHint')}</Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) changeLanguage(e.target.value).catch(() => enqueueSnackbar(translate('noInternet'), { variant: 'error' }));
        }}
      >
        {LANGUAGES.map((lang) => (
          // Each language is named in itself (in both languages' texts), so a shopper who cannot read the current one
          // still finds theirs.
          <FormControlLabel key={lang} value={lang} control={<Radio />} label={<span lang={lang}>{t(`common:languages.${lang}`)}</span>} />
        ))}
      </RadioGroup>
    </Paper>
  );
}
