// The customer's earlier claims, newest first, each linking to its copy (?claim=<id>).
import { useId } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { useSession } from '@shop/shared/session';
import { Alert, Box, Button, Link, List, ListItem, Skeleton, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { useClaims } from '../api/get-claims';
import { formatClaimDateTime } from '../utils/claim-dates';

/** A filing has the list read again (useSubmitClaim), so the new claim is listed. */
export function ClaimsList() {
  const { t } = useTranslation(NAMESPACE);
  const language = useSession((s) => s.language);
  const claims = useClaims();
  const headingId = useId();
  const records = claims.data?.records ?? [];

  let body;
  if (claims.error && !claims.data) {
    body = (
      <Alert severity="warning" role="status" action={<Button color="inherit" size="small" onClick={() => void claims.refetch()}>{t('claims.retry')}</Button>}>
        {t('claims.list.loadError')}
      </Alert>
    );
  } else if (!claims.data) {
    body = <Skeleton variant="rounded" height={72} />;
  } else if (records.length === 0) {
    body = <Typography color="text.secondary">{t('claims.list.empty')}</Typography>;
  } else {
    body = (
      <List aria-labelledby={headingId} disablePadding>
        {records.map((record) => (
          <ListItem key={record.claimId} divider disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1.25 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{t('claims.list.item', { number: record.claimNumber })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`${t(`claims.detail.${record.claimType}`)} · ${formatClaimDateTime(record.createdAt, language)}`}
              </Typography>
            </Box>
            <Link
              component={RouterLink}
              to={`${paths.claimsBook()}?claim=${encodeURIComponent(String(record.claimId))}`}
              aria-label={`${t('claims.list.open')}: ${t('claims.list.item', { number: record.claimNumber })}`}
            >
              {t('claims.list.open')}
            </Link>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ '@media print': { display: 'none' } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>{t('claims.list.title')}</Typography>
      {body}
    </Box>
  );
}
