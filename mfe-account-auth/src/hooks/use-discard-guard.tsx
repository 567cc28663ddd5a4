// Before the delivery address changes: asks the cart what it would lose there and, if anything, a yes/no confirm
// (catalogue §4). Yes clears the cart and lets the change go on; no keeps the old default.
import { useCallback, useRef, useState } from 'react';
import { clearCart, getCartDiscardStatus, type DiscardTarget } from '@shop/shared/calls';
import { CART_DISCARD_STATUS, type CartDiscardStatus } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import { DiscardConfirmDialog } from '../components/discard-confirm-dialog/discard-confirm-dialog';

export function useDiscardGuard() {
  const [asking, setAsking] = useState<Exclude<CartDiscardStatus, 'NONE'> | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);

  /** True when the change may go on (nothing to lose, or the shopper accepted and the cart was cleared). */
  const guard = useCallback(async (target: DiscardTarget): Promise<boolean> => {
    const { userId, userData } = useSession.getState();
    // No user or no current address: there is no cart to lose yet.
    if (!userId || !userData?.userAddressId) return true;
    const { cartDiscardStatus } = await getCartDiscardStatus(target);
    if (cartDiscardStatus === CART_DISCARD_STATUS.NONE) return true;
    const yes = await new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(cartDiscardStatus);
    });
    setAsking(null);
    answer.current = null;
    if (yes) await clearCart();
    return yes;
  }, []);

  const dialog = <DiscardConfirmDialog status={asking} onAnswer={(yes) => answer.current?.(yes)} />;
  return { guard, dialog };
}
