// Scaffolding: the checkout work replaces this with the store-status rules and the continue flow of cart §4.
import type { Cart } from '@shop/shared/calls';

export interface ContinueSectionProps {
  cart: Cart;
  /** Closes the cart panel (before navigating to /payment, or when another dialog takes over). */
  onClosePanel: () => void;
}

export function ContinueSection(_props: ContinueSectionProps) {
  return null;
}
