// The support page's content: how to reach the shop (phone and e-mail from the supportPage metadata) and the help pages.
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Alert, Box, Button, CircularProgress, Link, List, ListItem, Paper, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { useSupportContacts } from '../api/get-support-contacts';

/** The help pages linked from here (static page section ids). */
export const HELP_SECTIONS = ['faqs', 'terms', 'policy'] as const;

export function SupportInfo() {
  const { t } = useTranslation(NAMESPACE);
  const contacts = useSupportContacts();
  const data = contacts.data;

  let reach;
  if (!data && contacts.error) {
    reach = (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => void contacts.refetch()}>{t('support.retry')}</Button>}>
        {t('support.unavailable')}
      </Alert>
    );
  } else if (!data) {
    reach = (
      <Box role="status" aria-label={t('support.loading')} sx={{ display: 'flex', py: 2 }}>
        <CircularProgress size={28} />
      </Box>
    );
  } else if (!data.phone && !data.email) {
    reach = <Alert severity="info">{t('support.unavailable')}</Alert>;
  } else {
    reach = (
      <Stack spacing={1.5}>
        {data.phone && (
          <Box>
            <Typography variant="body2" color="text.secondary">{t('support.phone')}</Typography>
            <Link href={`tel:${data.phone.dial}`}>{data.phone.label}</Link>
          </Box>
        )}
        {data.email && (
          <Box>
            <Typography variant="body2" color="text.secondary">{t('support.email')}</Typography>
            <Link href={`mailto:${data.email}`}>{data.email}</Link>
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby="support-reach-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="support-reach-title" variant="h6" component="h2">{t('support.reachTitle')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('support.reachText')}</Typography>
        {reach}
      </Paper>
      <Paper variant="outlined" component="nav" aria-labelledby="support-help-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="support-help-title" variant="h6" component="h2">{t('support.helpTitle')}</Typography>
        <List dense>
          {HELP_SECTIONS.map((section) => (
            <ListItem key={section} disableGutters>
              <Link component={RouterLink} to={paths.section(section)}>{t(`support.links.${section}`)}</Link>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
