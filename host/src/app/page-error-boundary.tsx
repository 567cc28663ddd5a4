// Keeps a host page that failed (e.g. its lazy chunk did not arrive) inside the main area, header and footer intact.
import { useTranslation } from '@shop/shared/i18n';
import { type ReactNode } from 'react';
import { Box, RemoteErrorNotice } from '@shop/shared/ui';
import { RemoteErrorBoundary } from '../remotes/remote-error-boundary';

export function PageErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  const { t } = useTranslation('host');
  return (
    <RemoteErrorBoundary
      resetKey={resetKey}
      fallback={
        <Box sx={{ p: 3, minHeight: '40vh' }}>
          {/* React.lazy remembers a failed chunk, so only a fresh page load can fetch it again. */}
          <RemoteErrorNotice label={t('pageError')} onRetry={() => window.location.reload()} />
        </Box>
      }
    >
      {children}
    </RemoteErrorBoundary>
  );
}
