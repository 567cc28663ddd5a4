// Before the delivery address changes: asks the cart what it would lose there (the new store may not sell all of
// it) and, if anything, a yes/no confirm. Yes clears the cart and lets the change go on; no keeps the old default.
import { useCallback, useRef, useState } from 'react';
import { cartDiscardStatusQueryOptions, clearCart, useCartMutation, type DiscardTarget } from '@shop/shared/calls';
import { CART_DISCARD_STATUS, type CartDiscardStatus } from '@shop/shared/constants';
import { useQueryClient } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { DiscardConfirmDialog } from '../components/discard-confirm-dialog/discard-confirm-dialog';

export function useDiscardGuard() {
  const [asking, setAsking] = useState<Exclude<CartDiscardStatus, 'NONE'> | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const client = useQueryClient();
  // The emptied cart's answer goes into the page's cache: the header and the panel show it without reading it again.
  const { mutateAsync: empty } = useCartMutation(clearCart);

  /** True when the change may go on (nothing to lose, or the shopper accepted and the cart was cleared). */
  const guard = useCallback(async (target: DiscardTarget): Promise<boolean> => {
    const { userId, userData } = useSession.getState();
    // No user or no current address: there is no cart to lose yet.
    if (!userId || !userData?.userAddressId) return true;
    const { cartDiscardStatus } = await client.fetchQuery(cartDiscardStatusQueryOptions(target));
    if (cartDiscardStatus === CART_DISCARD_STATUS.NONE) return true;
    const yes = await new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(cartDiscardStatus);
    });
    setAsking(null);
    answer.current = null;
    if (yes) await empty();
    return yes;
  }, [client, empty]);

  const dialog = <DiscardConfirmDialog status={asking} onAnswer={(yes) => answer.current?.(yes)} />;
  return { guard, dialog };
}
