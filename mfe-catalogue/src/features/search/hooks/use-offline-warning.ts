// The search box's "Conexión Perdida" warning: stays up while offline, goes away when the connection returns.
import { useCallback, useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar } from '@shop/shared/toast';
import { createElement } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { NAMESPACE } from '../../../i18n/register';

/** One key for the page: focusing the box again while offline must not stack a second warning. */
export const OFFLINE_WARNING_KEY = 'catalogue-search-offline';

/** Returns a function that shows the sticky warning when the browser is offline (a search would only fail). */
export function useOfflineWarning(): () => void {
  const { t } = useTranslation(NAMESPACE);

  useEffect(() => {
    const dismiss = () => closeSnackbar(OFFLINE_WARNING_KEY);
    window.addEventListener('online', dismiss);
    return () => window.removeEventListener('online', dismiss);
  }, []);

  return useCallback(() => {
    if (navigator.onLine !== false) return;
    const message = createElement('span', null, createElement('strong', null, t('search.offlineTitle')), createElement('br'), t('search.offlineMessage'));
    enqueueSnackbar(message, { variant: 'warning', persist: true, key: OFFLINE_WARNING_KEY, preventDuplicate: true });
  }, [t]);
}
