// The delivery address as one line for the summary and the payment dialog.
import type { CartAddress } from '@shop/shared/calls';

export function addressLine(address: CartAddress | null): string {
  if (!address) return '';
  return [address.street1, address.street2, address.landmark].map((part) => part?.trim()).filter(Boolean).join(', ');
}

export function contactLine(address: CartAddress | null): string {
  if (!address) return '';
  return [[address.firstName, address.lastName].filter(Boolean).join(' '), address.telephone].filter(Boolean).join(' · ');
}
