// Refund by lines and quantities, with the shipping or without, putting the units back in stock or
// not. The amount shown is the domain's, from the order's frozen figures: the server computes the
// same and sends it through the provider that took the money.
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { AdminOrderDetail, RefundOrderRequest } from '@shop/domain';
import { refundAmount } from '@shop/domain';
import { ActionForm, useAnnounce } from './action-form';
import { useOrderAction } from './orders-api';
import { useMoney } from './use-money';

interface Chosen {
  lines: { itemId: string; quantity: number }[];
  shipping: boolean;
}

/** The amount `chosen` gives back, or null when it is nothing or more than is left. */
function amountOf(detail: AdminOrderDetail, chosen: Chosen): number | null {
  const { order } = detail;
  const lines = order.lines.map((line) => {
    const progress = detail.progress.find((p) => p.itemId === line.itemId);
    return {
      quantity: line.quantity,
      total: line.total,
      shipped: progress?.shipped ?? 0,
      refunded: progress?.refunded ?? 0,
    };
  });
  const parts = chosen.lines
    .map((c) => ({
      index: order.lines.findIndex((l) => l.itemId === c.itemId),
      quantity: c.quantity,
    }))
    .filter((p) => p.quantity > 0);
  if (parts.length === 0 && !chosen.shipping) return null;
  try {
    const figures = refundAmount(
      {
        total: order.figures.total,
        shipping: order.figures.shipping,
        vatRate: order.vatRate,
        lines,
        done: detail.refunded,
        shippingRefunded: detail.shippingRefunded,
      },
      parts,
      chosen.shipping,
    );
    return figures.amount > 0 ? figures.amount : null;
  } catch {
    return null;
  }
}

function chosenOf(detail: AdminOrderDetail, form: FormData): Chosen {
  return {
    lines: detail.order.lines.map((line) => ({
      itemId: line.itemId,
      quantity: Number(form.get(`refund-${line.itemId}`) ?? 0) || 0,
    })),
    shipping: form.get('shipping') === 'on',
  };
}

export function RefundForm({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const action = useOrderAction(detail.order.number, 'refund');
  const announce = useAnnounce();
  const [amount, setAmount] = useState<number | null>(null);
  const currency = detail.order.currency;
  const shippingLeft = !detail.shippingRefunded && detail.order.figures.shipping > 0;

  const onSubmit = (form: FormData, key: string, settled: (ok: boolean) => void) => {
    const chosen = chosenOf(detail, form);
    const reason = String(form.get('reason') ?? '').trim();
    const body: RefundOrderRequest = {
      idempotencyKey: key,
      lines: chosen.lines.filter((l) => l.quantity > 0),
      shipping: chosen.shipping,
      restock: form.get('restock') === 'on',
      ...(reason ? { reason } : {}),
    };
    action.mutate(body, {
      onSettled: (_answer, error) => settled(!error),
      onSuccess: ({ refund }) => {
        setAmount(null);
        announce(t('orders.actions.refunded', { amount: money(refund.amount, currency) }));
      },
    });
  };

  return (
    <ActionForm
      title={t('orders.actions.refund')}
      submit={
        amount === null
          ? t('orders.actions.refundSubmit')
          : t('orders.actions.refundAmount', { amount: money(amount, currency) })
      }
      pending={action.isPending}
      error={action.error}
      onSubmit={onSubmit}
    >
      <fieldset
        key={detail.refunds.length}
        onChange={(event) => {
          const form = event.currentTarget.form;
          if (form) setAmount(amountOf(detail, chosenOf(detail, new FormData(form))));
        }}
      >
        <legend>{t('orders.actions.refundLines')}</legend>
        {detail.order.lines.map((line) => {
          const refunded = detail.progress.find((p) => p.itemId === line.itemId)?.refunded ?? 0;
          const left = line.quantity - refunded;
          return (
            <label key={line.itemId}>
              <span>{t('orders.actions.refundUnits', { name: line.name, left })}</span>
              <input
                name={`refund-${line.itemId}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                defaultValue={0}
                disabled={left === 0}
              />
            </label>
          );
        })}
        <label className="orders-check">
          <input type="checkbox" name="shipping" disabled={!shippingLeft} />
          <span>
            {t('orders.actions.refundShipping', {
              amount: money(detail.order.figures.shipping, currency),
            })}
          </span>
        </label>
        <label className="orders-check">
          <input type="checkbox" name="restock" />
          <span>{t('orders.actions.restock')}</span>
        </label>
      </fieldset>
      <label>
        <span>{t('orders.actions.reasonOptional')}</span>
        <input name="reason" maxLength={500} autoComplete="off" />
      </label>
      <p className="console-hint" aria-live="polite">
        {amount === null
          ? t('orders.actions.refundNothing')
          : t('orders.actions.refundPreview', { amount: money(amount, currency) })}
      </p>
    </ActionForm>
  );
}
