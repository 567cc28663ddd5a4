// Federated './ChangeLocationDialog' (no props): always mounted by the host, it answers location:required (the
// location chip, add-to-cart without an address) and loads the dialog itself only when first asked; on closing it says
// which default address it left (location:settled), so an add waiting on a location goes on.
import '../i18n/register';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { events, useEvent } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';

// The maps provider (it may read the maps key) and the dialog load together on the first request, not with the page.
const ChangeLocationDialogBody = lazy(async () => {
  const [{ MapsRoot }, dialog] = await Promise.all([
    import('../components/maps/maps-root'),
    import('../features/location/components/change-location-dialog'),
  ]);
  const Dialog = dialog.default;
  const WithMaps = (props: ComponentProps<typeof Dialog>) => (
    <MapsRoot>
      <Dialog {...props} />
    </MapsRoot>
  );
  return { default: WithMaps };
});

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
    <Suspense fallback={null}>
      <ChangeLocationDialogBody
        open={open}
        onClose={() => {
          setOpen(false);
          // Read when closing: a confirmed location has already been stored by then (createAddress, setDefaultAddress).
          events.emit('location:settled', { userAddressId: useSession.getState().userData?.userAddressId ?? null });
        }}
        reason={reason}
      />
    </Suspense>
  );
}
