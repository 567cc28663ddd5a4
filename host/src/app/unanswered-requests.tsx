// Tells the shopper when a button asked for something no remote answers yet (login, location, cart panel).
import { enqueueSnackbar } from 'notistack';
import { useEvent, type EventName } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';

/**
 * Requests whose answer lives in a remote (the account remote's login and location dialogs, the cart
 * remote's panel). Until that remote answers — its issue has not landed, or it failed to load — a click
 * must not silently do nothing.
 */
export const ANSWERED_BY_REMOTES = {
  'auth:login-required': 'login',
  'location:required': 'location',
  'cart:open': 'cart',
} as const satisfies Partial<Record<EventName, string>>;

type Request = keyof typeof ANSWERED_BY_REMOTES;
const isRequest = (name: EventName): name is Request => name in ANSWERED_BY_REMOTES;

export function UnansweredRequests() {
  const { t } = useTranslation('host');
  useEvent('event:unhandled', ({ name }) => {
    if (!isRequest(name)) return;
    enqueueSnackbar(t(`unanswered.${ANSWERED_BY_REMOTES[name]}`), { variant: 'info', key: `unanswered-${name}`, preventDuplicate: true });
  });
  return null;
}
