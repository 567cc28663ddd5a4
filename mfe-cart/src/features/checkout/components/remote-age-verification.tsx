// The catalogue's age verification form (its federated './AgeVerificationDialog'), for a customer whose date of birth
// is not on record yet. Loaded through the page's federation runtime (the host registered the remotes), only when needed.
import { Component, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';

export interface RemoteAgeVerificationProps {
  open: boolean;
  onClose: () => void;
  onVerified: () => void;
  /** The form could not be loaded: the flow stops and says so. */
  onFailed: (error: unknown) => void;
}

/** The props the cart gives the catalogue's './AgeVerificationDialog' (tools/contract checks them against the catalogue's). */
export interface AgeDialogProps { open: boolean; onClose: () => void; onVerified: () => void }
type AgeDialog = ComponentType<AgeDialogProps>;

/**
 * Through the host's federation instance (it registered the remotes; a production remote has none of its own), else
 * this bundle's. The runtime API is imported here, on first use, so the cart panel's chunk does not carry it.
 */
async function loadAgeDialog(): Promise<AgeDialog> {
  const { getInstance, loadRemote } = await import('@module-federation/enhanced/runtime');
  const host = getInstance((instance) => instance.options.name === 'host');
  const mod = host
    ? await host.loadRemote<{ default?: AgeDialog }>('catalogue/AgeVerificationDialog')
    : await loadRemote<{ default?: AgeDialog }>('catalogue/AgeVerificationDialog');
  if (!mod?.default) throw new Error('catalogue/AgeVerificationDialog has no default component');
  return mod.default;
}

class LoadBoundary extends Component<{ onFailed: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onFailed(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function RemoteAgeVerification({ open, onClose, onVerified, onFailed }: RemoteAgeVerificationProps) {
  const Loaded = useMemo(() => lazy(async () => ({ default: await loadAgeDialog() })), []);
  return (
    <LoadBoundary onFailed={onFailed}>
      <Suspense fallback={null}>
        <Loaded open={open} onClose={onClose} onVerified={onVerified} />
      </Suspense>
    </LoadBoundary>
  );
}
