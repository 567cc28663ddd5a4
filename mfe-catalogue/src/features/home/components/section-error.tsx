// A home section's load failure: says so and offers a retry, in the section's reserved space.
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Button } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';

export interface SectionErrorProps {
  onRetry: () => void;
}

export function SectionError({ onRetry }: SectionErrorProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('landing.retry')}
        </Button>
      }
    >
      {t('landing.loadError')}
    </Alert>
  );
}
