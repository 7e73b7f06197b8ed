// A Swish payment may go through while the customer is away from the modal (a reload, Back, the
// Swish app returning to /review): when a page of the checkout opens with the draft's id already
// sent by mobile, the attempt is asked for once; paid, the order finishes as the modal would.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PaymentAttemptState } from '@shop/domain';
import { usePreferences } from '../../../lib/preferences';
import { mobilePaymentStatus } from '../api';
import { draftStore } from '../model/draft-store';
import { sentBy } from '../model/sent-order';
import { useFinishOrder } from '../placing/use-finish-order';

export interface SentMobilePayment {
  /** The attempt's state; null when nothing was sent or the answer is not here (yet). */
  state: PaymentAttemptState | null;
  /** True while the answer is awaited. */
  checking: boolean;
}

export function useSentMobilePayment(): SentMobilePayment {
  const { language } = usePreferences();
  const finish = useFinishOrder();
  // Asked once, for the id sent when the page opened; what the page sends later is the modal's.
  const [id] = useState(() => {
    const draft = draftStore.get();
    return sentBy(draft, 'mobile') ? draft.id : null;
  });
  const status = useQuery({
    queryKey: ['checkout', 'sent-mobile-payment', id],
    queryFn: ({ signal }) => mobilePaymentStatus(id!, language, signal),
    enabled: id !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const order = status.data?.state === 'paid' ? status.data.order : null;
  const finished = useRef(false);
  useEffect(() => {
    if (!order || finished.current) return;
    finished.current = true;
    finish(order, { replace: true });
  }, [order, finish]);
  return { state: status.data?.state ?? null, checking: id !== null && status.isPending };
}
