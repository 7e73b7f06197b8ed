// The actions an order's state allows (the domain's rule, the same the server applies), and one
// status line that says what the last of them did.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { AdminOrderDetail } from '@shop/domain';
import { orderActionsAllowed } from '@shop/domain';
import { AnnounceContext } from './action-form';
import { RefundForm } from './refund-form';
import { ShipForm } from './ship-form';
import { CancelForm, ClearFlagForm, MarkPaidForm } from './small-actions';

export function allowedFor(detail: AdminOrderDetail) {
  const { order } = detail;
  return orderActionsAllowed({
    status: order.status,
    paid: detail.paidAt !== null,
    paymentSlug: order.payment.slug,
    flag: detail.flag,
    total: order.figures.total,
    refunded: detail.refunded,
    lines: order.lines.map((line) => {
      const progress = detail.progress.find((p) => p.itemId === line.itemId);
      return {
        quantity: line.quantity,
        shipped: progress?.shipped ?? 0,
        refunded: progress?.refunded ?? 0,
      };
    }),
  });
}

export function OrderActionsPanel({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState({ text: '', count: 0 });
  const status = useRef<HTMLParagraphElement>(null);
  const allowed = allowedFor(detail);
  const announce = (text: string) => setSaid((last) => ({ text, count: last.count + 1 }));
  // The form may vanish with the state that allowed it; the keyboard goes on from the outcome.
  useEffect(() => {
    if (said.count > 0) status.current?.focus();
  }, [said]);
  const none = !Object.values(allowed).some(Boolean);
  return (
    <section aria-labelledby="order-actions" className="orders-actions">
      <h2 id="order-actions">{t('orders.detail.actions')}</h2>
      <p className="console-notice" role="status" tabIndex={-1} ref={status}>
        {said.text}
      </p>
      {none ? <p>{t('orders.actions.none')}</p> : null}
      <AnnounceContext.Provider value={announce}>
        {allowed.ship ? <ShipForm detail={detail} /> : null}
        {allowed.refund ? <RefundForm detail={detail} /> : null}
        {allowed.markPaid ? <MarkPaidForm detail={detail} /> : null}
        {allowed.clearFlag ? <ClearFlagForm detail={detail} /> : null}
        {allowed.cancel ? <CancelForm detail={detail} /> : null}
      </AnnounceContext.Provider>
    </section>
  );
}
