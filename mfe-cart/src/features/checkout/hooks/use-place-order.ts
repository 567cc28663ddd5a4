// Places the order once per shopper decision: a click while a request is in flight does nothing; each attempt gets a
// fresh Idempotency-Key, except one that follows an attempt whose answer never came with the same body (that one may
// have been placed, so it is the same attempt retried and keeps its key). A placed order empties the cart and adds an
// order, so the cart, the orders and the store's open orders are read again.
import { useCallback, useRef } from 'react';
import { cartKeys, orderKeys, storeKeys } from '@shop/shared/calls';
import { useMutation, useQueryClient } from '@shop/shared/query';
import { newIdempotencyKey, outcomeUnknown, placeOrder, type PlaceOrderBody, type PlaceOrderOptions, type PlacedOrder } from '../../../api/place-order';

export interface PlaceOrderState {
  placing: boolean;
  /** Resolves with the order, or null when a request was already in flight; rejects with the ApiError. */
  place: (body: PlaceOrderBody) => Promise<PlacedOrder | null>;
}

export function usePlaceOrder(options?: PlaceOrderOptions): PlaceOrderState {
  const client = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: ({ body, key }: { body: PlaceOrderBody; key: string }) => placeOrder(body, key, options),
    onSuccess: () => {
      for (const queryKey of [cartKeys.all, orderKeys.all, storeKeys.all]) void client.invalidateQueries({ queryKey });
    },
  });
  const inFlight = useRef(false);
  const unresolved = useRef<{ key: string; body: string } | null>(null);

  const place = useCallback(async (body: PlaceOrderBody) => {
    if (inFlight.current) return null;
    inFlight.current = true;
    const text = JSON.stringify(body);
    const key = unresolved.current?.body === text ? unresolved.current.key : newIdempotencyKey();
    unresolved.current = { key, body: text };
    try {
      const order = await mutateAsync({ body, key });
      unresolved.current = null;
      return order;
    } catch (error) {
      // Only a lost answer keeps the key: a refusal is final for that attempt and the next one is new.
      if (!outcomeUnknown(error)) unresolved.current = null;
      throw error;
    } finally {
      inFlight.current = false;
    }
  }, [mutateAsync]);

  return { placing: isPending, place };
}
