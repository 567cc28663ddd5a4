// What the panel pins below the cart (Continue and its flow). The checkout feature owns it; the app's expose hands it
// in, so this feature never imports another one (lint) and the checkout code loads with the drawer, not before.
import { createContext, type ComponentType } from 'react';
import type { Cart } from '@shop/shared/calls';

export interface PanelFooterProps {
  cart: Cart;
  /** Closes the panel (before navigating to /payment, or when another dialog takes over). */
  onClosePanel: () => void;
}

export type PanelFooter = ComponentType<PanelFooterProps>;

export const PanelFooterContext = createContext<PanelFooter | null>(null);
