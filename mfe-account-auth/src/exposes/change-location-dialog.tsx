// Federated './ChangeLocationDialog' (no props): always mounted by the host, it answers location:required (the
// location chip, add-to-cart without an address) and loads the dialog itself only when first asked.
import '../i18n/register';
import { lazy, Suspense, useState } from 'react';
import { useEvent } from '@shop/shared/events';
import { MapsRoot } from '../components/maps/maps-root';

const ChangeLocationDialogBody = lazy(() => import('../features/location/components/change-location-dialog'));

export default function ChangeLocationDialog() {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string | undefined>(undefined);
  // Stays mounted after the first open, so the dialog can play its closing transition.
  const [requested, setRequested] = useState(false);
  useEvent('location:required', (payload) => {
    setReason(payload?.reason);
    setRequested(true);
    setOpen(true);
  });
  if (!requested) return null;
  return (
    <MapsRoot>
      <Suspense fallback={null}>
        <ChangeLocationDialogBody open={open} onClose={() => setOpen(false)} reason={reason} />
      </Suspense>
    </MapsRoot>
  );
}
