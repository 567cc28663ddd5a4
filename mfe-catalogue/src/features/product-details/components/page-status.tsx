// A details page that has nothing to show yet: its title as the heading, then loading or a failure with retry, and
// always a way home; a record the API does not know is the not-found page instead.
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { Alert, Button, CircularProgress, Container, Stack, Typography } from '@shop/shared/ui';
import { isNotFound, NotFoundPage, type MissingRecord } from '../../../components/not-found/not-found-page';

export interface PageStatusProps {
  /** The page's name (its h1 and document title until the record arrives). */
  title: string;
  /** What the page shows, named by the not-found page. */
  record: MissingRecord;
  error: unknown;
  loadingText: string;
  errorText: string;
  onRetry: () => void;
}

export function PageStatus({ record, error, ...rest }: PageStatusProps) {
  return isNotFound(error) ? <NotFoundPage record={record} /> : <PendingOrFailed failed={Boolean(error)} {...rest} />;
}

function PendingOrFailed({ title, failed, loadingText, errorText, onRetry }: Omit<PageStatusProps, 'record' | 'error'> & { failed: boolean }) {
  const { t } = useTranslation('common');
  usePageMeta({ title });
  return (
    <Container maxWidth="sm" component="section" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {!failed ? (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', justifyContent: 'center', my: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{loadingText}</Typography>
        </Stack>
      ) : (
        <Alert
          severity="warning"
          sx={{ my: 3, textAlign: 'left' }}
          action={<Button color="inherit" size="small" onClick={onRetry}>{t('retry')}</Button>}
        >
          {errorText}
        </Alert>
      )}
      <Button variant="contained" component={RouterLink} to="/">
        {t('goHome')}
      </Button>
    </Container>
  );
}
