// Placing the order from the review (SPEC §4): POST the draft (a retry sends the same id, so the
// server answers the order it already placed), then move the draft to the history and go to
// /complete, which empties cart and draft. A conflict (the id placed with other content) renews
// the id as the visitor is told.
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ErrorCode, OrderDraftInput } from '@shop/domain';
import { HttpError } from '../../../lib/http';
import { PRICED_CART_KEY } from '../../../lib/priced-cart';
import { checkoutKeys, placeOrder } from '../api';
import { draftActions, draftStore } from '../model/draft-store';
import { finishOrder } from '../model/order-history';

/** How a failed placement is explained; each has its text under checkout.review.errors. */
export type PlaceErrorKind =
  | 'order_conflict'
  | 'cart_changed'
  | 'transport_not_allowed'
  | 'payment_not_allowed'
  | 'empty_cart'
  | 'invalid_request'
  | 'unavailable';

const EXPLAINED: readonly ErrorCode[] = [
  'order_conflict',
  'cart_changed',
  'transport_not_allowed',
  'payment_not_allowed',
  'empty_cart',
  'invalid_request',
];

export function placeErrorKind(error: unknown): PlaceErrorKind {
  const code = error instanceof HttpError ? error.code : undefined;
  return code && EXPLAINED.includes(code) ? (code as PlaceErrorKind) : 'unavailable';
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A double click lands before React disables the button or leaves the page: the second does
  // nothing. Only a failure lets the visitor try again.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (order: OrderDraftInput) => placeOrder(order),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(checkoutKeys.order(order.number, order.key), order);
      finishOrder(draftStore.get(), order);
      void navigate('/complete');
    },
    onError: (error) => {
      inFlight.current = false;
      const kind = placeErrorKind(error);
      if (kind === 'order_conflict') draftActions.renewId();
      // The cart's prices or stock moved: show the cart as the server now prices it.
      if (kind === 'cart_changed')
        void queryClient.invalidateQueries({ queryKey: PRICED_CART_KEY });
    },
  });
  /** Places the order unless a placement is already under way. */
  const place = (order: OrderDraftInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(order);
  };
  return { ...mutation, place };
}
