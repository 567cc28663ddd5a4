// Federated './LoginDialog' (no props): mounted by the host at start-up, it only listens for
// 'auth:login-required' (the header's login button, age-restricted adds, ...) and loads the dialog on first open.
import { lazy, Suspense, useCallback, useState } from 'react';
import { useEvent } from '@shop/shared/events';
import '../i18n/register';

const LoginDialogBody = lazy(() => import('../features/login/components/login-dialog'));

export default function LoginDialog() {
  // `opening` counts openings: each one mounts a fresh dialog, so closing resets everything, while the
  // closed one stays mounted long enough to play its closing transition.
  const [{ open, opening }, setState] = useState({ open: false, opening: 0 });
  useEvent('auth:login-required', () => setState((s) => (s.open ? s : { open: true, opening: s.opening + 1 })));
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);

  if (opening === 0) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogBody key={opening} open={open} onClose={close} />
    </Suspense>
  );
}
