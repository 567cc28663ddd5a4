// A details page that has nothing to show yet: its title as the heading, then loading, not found or a failure with retry,
// and always a way home.
import { isApiError } from '@shop/shared/api';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { Alert, Button, CircularProgress, Container, Stack, Typography } from '@shop/shared/ui';

export interface PageStatusProps {
  /** The page's name (its h1 and document title until the record arrives). */
  title: string;
  error: unknown;
  loadingText: string;
  notFoundText: string;
  errorText: string;
  onRetry: () => void;
}

export function PageStatus({ title, error, loadingText, notFoundText, errorText, onRetry }: PageStatusProps) {
  const { t } = useTranslation('common');
  usePageMeta({ title });
  const notFound = isApiError(error) && error.status === 404;
  return (
    <Container maxWidth="sm" component="section" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {!error ? (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', justifyContent: 'center', my: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{loadingText}</Typography>
        </Stack>
      ) : (
        <Alert
          severity={notFound ? 'info' : 'warning'}
          sx={{ my: 3, textAlign: 'left' }}
          action={notFound ? undefined : <Button color="inherit" size="small" onClick={onRetry}>{t('retry')}</Button>}
        >
          {notFound ? notFoundText : errorText}
        </Alert>
      )}
      <Button variant="contained" component={RouterLink} to="/">
        {t('goHome')}
      </Button>
    </Container>
  );
}
