// The 'no store here' flag: which store delivers to the chosen point, or that none does yet.
import { useTranslation } from '@shop/shared/i18n';
import { Alert } from '@shop/shared/ui';
import type { StoreExistsAnswer } from '@shop/shared/calls';
import { NAMESPACE } from '../../i18n/register';

export function CoverageFlag({ answer, checking }: { answer: StoreExistsAnswer | undefined; checking: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  if (checking) return <Alert severity="info" role="status">{t('location.coverage.checking')}</Alert>;
  if (!answer) return null;
  return answer.storeExists
    ? <Alert severity="success" role="status">{t('location.coverage.yes', { store: answer.storeName ?? '' })}</Alert>
    : <Alert severity="warning" role="alert">{t('location.coverage.no')}</Alert>;
}
