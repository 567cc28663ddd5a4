// Settings' privacy section (Ley 29733): the terms and the privacy policy the customer accepted (version, date, links),
// and the optional marketing consent, which they give or withdraw here; recorded by the server with the policy's
// version and the time. Only for logged-in customers.
import { useId } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { formatShopDateTime } from '@shop/shared/format';
import { paths } from '@shop/shared/routes';
import { isVerified, useSession } from '@shop/shared/session';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@shop/shared/ui';
import { FormControlLabel, Switch } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';
import { useConsents, useSetMarketingConsent, type Acceptance, type Consents } from '../api/consents';

export function PrivacySettings() {
  const verified = useSession(isVerified);
  return verified ? <CustomerPrivacy /> : null;
}

function CustomerPrivacy() {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const query = useConsents();
  // A change's answer (the consents as they now stand) goes into the cache: the switch shows it at once.
  const setMarketing = useSetMarketingConsent();
  const consents = query.data;
  const saving = setMarketing.isPending;

  const change = async (granted: boolean) => {
    try {
      await setMarketing.mutateAsync(granted);
    } catch {
      // The shared client has told the shopper; the switch keeps the state on record.
    }
  };

  let body;
  if (!consents) {
    body = query.error ? (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>{t('profile.retry')}</Button>}>
        {t('settings.privacy.loadError')}
      </Alert>
    ) : (
      <Box role="status" aria-label={t('profile.loading')} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} />
      </Box>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <AcceptanceLine name={t('settings.privacy.terms')} href={paths.section('terms')} acceptance={consents.terms} />
          <AcceptanceLine name={t('settings.privacy.policy')} href={paths.section('policy')} acceptance={consents.privacy} />
        </Stack>
        <Box>
          <FormControlLabel
            control={<Switch checked={consents.marketing.granted} disabled={saving} onChange={(e) => void change(e.target.checked)} />}
            label={t('settings.privacy.marketing')}
          />
          <Typography variant="body2" color="text.secondary" role="status">
            <MarketingState consents={consents} />
          </Typography>
        </Box>
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2">{t('settings.privacy.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('settings.privacy.intro')}</Typography>
      {body}
    </Paper>
  );
}

function useDate(): (iso: string) => string {
  const language = useSession((s) => s.language);
  const country = useSession((s) => s.country);
  return (iso) => formatShopDateTime(new Date(iso), language, { day: 'numeric', month: 'long', year: 'numeric' }, country);
}

function AcceptanceLine({ name, href, acceptance }: { name: string; href: string; acceptance: Acceptance }) {
  const { t } = useTranslation(NAMESPACE);
  const date = useDate();
  return (
    <Box component="li">
      {/* A new tab, as in the login dialog: the settings stay where they are. */}
      <Link href={href} target="_blank" rel="noopener">{name}</Link>
      <Typography variant="body2" color="text.secondary">
        {acceptance.accepted && acceptance.version && acceptance.acceptedAt
          ? t('settings.privacy.accepted', { version: acceptance.version, date: date(acceptance.acceptedAt) })
          : t('settings.privacy.pending', { version: acceptance.currentVersion })}
      </Typography>
    </Box>
  );
}

function MarketingState({ consents }: { consents: Consents }) {
  const { t } = useTranslation(NAMESPACE);
  const date = useDate();
  const { granted, recordedAt } = consents.marketing;
  if (!recordedAt) return <>{t('settings.privacy.marketingNever')}</>;
  return <>{t(granted ? 'settings.privacy.marketingGranted' : 'settings.privacy.marketingWithdrawn', { date: date(recordedAt) })}</>;
}
