// Federated './LocationChip': the header's delivery-location chip (no props). A shopper's delivery address is fetched
// by the server with their cookie before it renders the header (prefetch), so the page arrives with it.
import { addressesQueryOptions } from '@shop/shared/calls';
import type { Prefetch } from '@shop/shared/routes';
import { hasAddress, useSession } from '@shop/shared/session';
import '../i18n/register';
import { LocationChip } from '../features/location/components/location-chip';

export const prefetch: Prefetch = async ({ queryClient }) => {
  // The chip asks only for a shopper with an address (useDefaultAddress).
  if (hasAddress(useSession.getState())) await queryClient.prefetchQuery(addressesQueryOptions());
};

export default LocationChip;
