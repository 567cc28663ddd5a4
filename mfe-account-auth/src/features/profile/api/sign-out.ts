// DELETE /api/v1/users/sessions: ends the server session, then forgets the shopper here and reloads home.
import { useCallback, useState } from 'react';
import { api } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import { reloadHome } from '../../../lib/reload-home';

export async function signOut(): Promise<void> {
  await api.delete('/users/sessions', { callName: 'signOut' });
}

/**
 * Sign-out as the spec orders it: the call, storage cleared, reload to home. The local session is
 * cleared even if the call fails: a shopper who asked to leave must not stay signed in on this device.
 */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } catch {
      // The shared API client has already reported the failure.
    } finally {
      useSession.getState().clear();
      reloadHome();
    }
  }, []);
  return { signOut: run, pending };
}
