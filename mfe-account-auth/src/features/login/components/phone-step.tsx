// Step 1 of the login dialog: country code, Peruvian mobile, the terms box (terms and privacy policy, required), the
// optional marketing box (unticked, as Ley 29733 on personal data asks) and Next.
import { useEffect, useId, useRef, type ClipboardEvent, type FormEvent } from 'react';
import { isPeruvianMobile, PHONE_LENGTH, phoneFieldValue } from '@shop/api/rules/phone';
import { useTranslation } from '@shop/shared/i18n';
import { paths } from '@shop/shared/routes';
import { Box, Button, CircularProgress, Link, Stack, Typography } from '@shop/shared/ui';
import { Checkbox, FormControlLabel, InputAdornment, TextField } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';
import { fallbackCallingCode, type Country } from '../api/get-countries';
import { blockNonDigitKey } from '../../../utils/digits';
import { FailureNotice, LimitNotice } from './limit-notice';

export interface PhoneStepProps {
  /** The session country's record (null until the list arrives: the calling code constant shows). */
  country: Country | null | undefined;
  phone: string;
  terms: boolean;
  marketing: boolean;
  pending: boolean;
  /** Seconds before the server takes another request (a 429), 0 when free. */
  waitSeconds: number;
  limitMessage: string | null;
  /** Why the last request for a code failed (the server's words), shown until the next try. */
  failure: string | null;
  onPhoneChange: (phone: string) => void;
  onTermsChange: (accepted: boolean) => void;
  onMarketingChange: (accepted: boolean) => void;
  onSubmit: () => void;
}

export function PhoneStep(props: PhoneStepProps) {
  const { country, phone, terms, marketing, pending, waitSeconds, limitMessage, failure, onPhoneChange, onTermsChange, onMarketingChange, onSubmit } = props;
  const { t } = useTranslation(NAMESPACE);
  const phoneRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const callingCode = country?.countryCode ?? fallbackCallingCode;
  const notMobile = phone.length === PHONE_LENGTH && !isPeruvianMobile(phone);
  const canSubmit = isPeruvianMobile(phone) && terms && !pending && waitSeconds === 0;

  useEffect(() => {
    phoneRef.current?.focus();
  }, []);

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // A pasted "+51 987 654 321" or "987-654-321" is the number without its separators and calling code.
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? phone.length;
    const end = input.selectionEnd ?? phone.length;
    onPhoneChange(phoneFieldValue(phone.slice(0, start) + event.clipboardData.getData('text') + phone.slice(end)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography sx={{ mb: 2 }}>{t('login.phoneIntro')}</Typography>
      <Stack direction="row" spacing={1.5} sx={{ mb: 1 }}>
        <TextField
          label={t('login.countryCode')}
          value={callingCode}
          sx={{ width: 128, flexShrink: 0 }}
          slotProps={{
            input: {
              readOnly: true,
              startAdornment: country?.flagImgUrl ? (
                <InputAdornment position="start">
                  <Box component="img" src={country.flagImgUrl} alt="" width={24} height={16} sx={{ objectFit: 'cover' }} />
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <TextField
          inputRef={phoneRef}
          fullWidth
          required
          label={t('login.phone')}
          value={phone}
          onChange={(e) => onPhoneChange(phoneFieldValue(e.target.value))}
          error={notMobile}
          onKeyDown={blockNonDigitKey}
          onPaste={handlePaste}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national', 'aria-describedby': hintId },
          }}
        />
      </Stack>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {notMobile ? t('login.phoneNotMobile') : t('login.phoneHint', { count: PHONE_LENGTH })}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={terms} onChange={(e) => onTermsChange(e.target.checked)} required />}
        label={
          <>
            {t('login.termsPrefix')}{' '}
            {/* New tabs: following a link must not lose what the shopper typed here. */}
            <Link href={paths.section('terms')} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
              {t('login.termsLink')}
            </Link>{' '}
            {t('login.termsJoin')}{' '}
            <Link href={paths.section('policy')} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
              {t('login.privacyLink')}
            </Link>
          </>
        }
      />
      <FormControlLabel
        control={<Checkbox checked={marketing} onChange={(e) => onMarketingChange(e.target.checked)} />}
        label={t('login.marketing')}
      />
      <LimitNotice message={limitMessage} seconds={waitSeconds} />
      <FailureNotice message={failure} />
      <Button type="submit" variant="contained" fullWidth disabled={!canSubmit} sx={{ mt: 2 }} startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
        {t('login.next')}
      </Button>
    </Box>
  );
}
