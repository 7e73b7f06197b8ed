// What follows a placed (or paid) order (SPEC §4): the order is cached for /complete, its draft
// moves to the history, and the visitor goes to /complete, which empties cart and draft.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OrderView } from '@shop/domain';
import { checkoutKeys } from '../api';
import { draftStore } from '../model/draft-store';
import { finishOrder } from '../model/order-history';

/** `replace`: /complete takes the place of the page in the history (an order found on arrival). */
export function useFinishOrder(): (order: OrderView, options?: { replace?: boolean }) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (order: OrderView, options?: { replace?: boolean }) => {
      // /complete shows the answer as it is: no second read of the order.
      queryClient.setQueryData(checkoutKeys.order(order.number, order.key), order);
      finishOrder(draftStore.get(), order);
      void navigate('/complete', { replace: options?.replace === true });
    },
    [queryClient, navigate],
  );
}
