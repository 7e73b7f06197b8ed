// Ship: a carrier, a tracking number, and how many units of each line go in this parcel (all
// that is left, unless staff send less). The customer gets the shipping mail.
import { useTranslation } from '../../lib/translate';
import type { AdminOrderDetail, Carrier, ShipOrderRequest } from '@shop/domain';
import { CARRIERS, unitsToShip } from '@shop/domain';
import { ActionForm, useAnnounce } from './action-form';
import { carrierName } from './order-labels';
import { useOrderAction } from './orders-api';

export function ShipForm({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const action = useOrderAction(detail.order.number, 'ship');
  const announce = useAnnounce();
  const lines = detail.order.lines.map((line) => {
    const progress = detail.progress.find((p) => p.itemId === line.itemId);
    const left = unitsToShip({
      quantity: line.quantity,
      shipped: progress?.shipped ?? 0,
      refunded: progress?.refunded ?? 0,
    });
    return { ...line, left };
  });

  const onSubmit = (form: FormData, key: string, settled: (ok: boolean) => void) => {
    const wanted = lines.map((line) => ({
      itemId: line.itemId,
      quantity: Number(form.get(`ship-${line.itemId}`) ?? 0),
      left: line.left,
    }));
    const all = wanted.every((w) => w.quantity === w.left);
    const body: ShipOrderRequest = {
      idempotencyKey: key,
      carrier: String(form.get('carrier')) as Carrier,
      trackingNumber: String(form.get('trackingNumber') ?? '').trim(),
      ...(all
        ? {}
        : {
            lines: wanted
              .filter((w) => w.quantity > 0)
              .map(({ itemId, quantity }) => ({ itemId, quantity })),
          }),
    };
    action.mutate(body, {
      onSettled: (_answer, error) => settled(!error),
      onSuccess: () => {
        announce(t('orders.actions.shipped', { tracking: body.trackingNumber }));
      },
    });
  };

  return (
    <ActionForm
      title={t('orders.actions.ship')}
      submit={t('orders.actions.shipSubmit')}
      pending={action.isPending}
      error={action.error}
      onSubmit={onSubmit}
    >
      <label>
        <span>{t('orders.actions.carrier')}</span>
        <select name="carrier" defaultValue="postnord">
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {carrierName(carrier) ?? t('orders.carrier.other')}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('orders.actions.trackingNumber')}</span>
        <input
          name="trackingNumber"
          required
          maxLength={64}
          pattern="[A-Za-z0-9 \-]+"
          autoComplete="off"
        />
      </label>
      {/* Fresh fields after each parcel: what is left has changed. */}
      <fieldset key={detail.shipments.length}>
        <legend>{t('orders.actions.shipLines')}</legend>
        {lines.map((line) => (
          <label key={line.itemId}>
            <span>{t('orders.actions.lineUnits', { name: line.name, left: line.left })}</span>
            <input
              name={`ship-${line.itemId}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={line.left}
              defaultValue={line.left}
              disabled={line.left === 0}
            />
          </label>
        ))}
      </fieldset>
    </ActionForm>
  );
}
