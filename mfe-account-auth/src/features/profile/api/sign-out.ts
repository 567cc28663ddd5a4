// Sign-out for the profile menu: the shared call (DELETE /users/sessions, storage cleared, home reloaded) with a
// pending flag so the menu item cannot be pressed twice.
import { useCallback, useState } from 'react';
import { signOut } from '@shop/shared/calls';

export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    // Never rejects: a failed call still signs the shopper out here and reloads home.
    await signOut();
  }, []);
  return { signOut: run, pending };
}
