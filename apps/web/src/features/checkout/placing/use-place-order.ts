// Placing the order (SPEC §4), from the review or, with an external payment, from the checkout:
// POST the draft (a retry of the same content sends the same id, so the server answers the order
// it already placed; other content goes under a new id, see sent-order.ts), then hand the answer
// on, by default to useFinishOrder. A conflict all the same renews the id as the visitor is told.
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErrorCode, OrderCreateRequestInput, OrderCreateResponse } from '@shop/domain';
import { HttpError } from '../../../lib/http';
import { PRICED_CART_KEY } from '../../../lib/priced-cart';
import { placeOrder } from '../api';
import { draftActions } from '../model/draft-store';
import type { SentVia } from '../model/draft-store';
import { claimDraftId } from '../model/sent-order';
import { refusedLines } from './refused-lines';
import { useFinishOrder } from './use-finish-order';

/** How a failed placement is explained; each has its text under checkout.review.errors. */
export type PlaceErrorKind =
  | 'order_conflict'
  | 'cart_changed'
  | 'invalid_lines'
  | 'transport_not_allowed'
  | 'payment_not_allowed'
  | 'empty_cart'
  | 'invalid_request'
  | 'unavailable';

const EXPLAINED: readonly ErrorCode[] = [
  'order_conflict',
  'cart_changed',
  'invalid_lines',
  'transport_not_allowed',
  'payment_not_allowed',
  'empty_cart',
  'invalid_request',
];

export function placeErrorKind(error: unknown): PlaceErrorKind {
  const code = error instanceof HttpError ? error.code : undefined;
  return code && EXPLAINED.includes(code) ? (code as PlaceErrorKind) : 'unavailable';
}

/** `onPlaced` takes the server's answer; without it the order is finished (history, /complete). */
export function usePlaceOrder(onPlaced?: (answer: OrderCreateResponse) => void) {
  const queryClient = useQueryClient();
  const finish = useFinishOrder();
  // A double click lands before React disables the button or leaves the page: the second does
  // nothing. Only a failure (or a settled placement) lets the visitor try again.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (order: OrderCreateRequestInput) => placeOrder(order),
    onSuccess: (answer) => {
      refusedLines.clear();
      if (!onPlaced) return finish(answer.order);
      inFlight.current = false;
      onPlaced(answer);
    },
    onError: (error, order) => {
      inFlight.current = false;
      // Each refused line's reason shows at the line in the cart.
      refusedLines.record(error, order.cart);
      const kind = placeErrorKind(error);
      if (kind === 'order_conflict') draftActions.renewId();
      // The cart's prices or stock moved: show the cart as the server now prices it.
      if (kind === 'cart_changed')
        void queryClient.invalidateQueries({ queryKey: PRICED_CART_KEY });
    },
  });
  /** Places the order unless a placement is already under way. */
  const place = (order: OrderCreateRequestInput, via: SentVia = 'order') => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(claimDraftId(order, via));
  };
  return { ...mutation, place };
}
