import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTORS,
  ORDER_TRANSITIONS,
  canChangeOrder,
  initialOrderStatus,
  isFinalOrderStatus,
  nextOrderStatuses,
} from './order-lifecycle.js';
import type { OrderActor } from './order-lifecycle.js';
import { ORDER_STATUSES } from './schemas/order-responses.schema.js';
import type { OrderStatus } from './schemas/order-responses.schema.js';

const status = fc.constantFrom(...ORDER_STATUSES);
const actor = fc.constantFrom(...ORDER_ACTORS);
const attempt = fc.record({ to: status, by: actor });

/** Applies the attempts that the table allows, as the orders service does; answers the path. */
function drive(start: OrderStatus, attempts: { to: OrderStatus; by: OrderActor }[]) {
  const path: { from: OrderStatus; to: OrderStatus; by: OrderActor }[] = [];
  let current = start;
  for (const { to, by } of attempts)
    if (canChangeOrder(current, to, by)) {
      path.push({ from: current, to, by });
      current = to;
    }
  return { current, path };
}

describe('the order lifecycle under random sequences of events', () => {
  it('never reaches a state the table does not lead to, and never leaves a final one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('invoice', 'swish', 'bank-transfer'),
        fc.array(attempt, { maxLength: 60 }),
        (payment, attempts) => {
          const { current, path } = drive(initialOrderStatus(payment), attempts);
          expect(ORDER_STATUSES).toContain(current);
          for (const step of path) {
            expect(ORDER_TRANSITIONS[step.from][step.to]).toContain(step.by);
            expect(isFinalOrderStatus(step.from)).toBe(false);
          }
        },
      ),
    );
  });

  it('never takes a shipped order back to unpaid, paid or cancelled', () => {
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 60 }), (attempts) => {
        const { path } = drive('pending_payment', attempts);
        const shippedAt = path.findIndex((step) => step.to === 'shipped');
        if (shippedAt < 0) return;
        for (const step of path.slice(shippedAt + 1))
          expect(['partially_refunded', 'refunded']).toContain(step.to);
      }),
    );
  });

  it('lets only staff ship or refund, and only a provider revive a cancelled order', () => {
    fc.assert(
      fc.property(status, status, actor, (from, to, by) => {
        if (!canChangeOrder(from, to, by)) return;
        const staffOnly = ['partially_shipped', 'shipped', 'refunded', 'partially_refunded'];
        if (staffOnly.includes(to)) expect(by).toBe('staff');
        if (from === 'cancelled') expect({ to, by }).toEqual({ to: 'paid', by: 'provider' });
        if (by === 'customer') expect.fail(`a customer moved ${from} to ${to}`);
      }),
    );
  });

  it('lists for each actor the moves the table allows', () => {
    expect(nextOrderStatuses('pending_payment', 'system')).toEqual(['cancelled']);
    expect(nextOrderStatuses('paid', 'staff')).toEqual([
      'partially_shipped',
      'shipped',
      'cancelled',
    ]);
    expect(nextOrderStatuses('partially_shipped', 'staff')).toEqual([
      'partially_shipped',
      'shipped',
      'partially_refunded',
      'refunded',
    ]);
    expect(nextOrderStatuses('refunded', 'staff')).toEqual([]);
    expect(initialOrderStatus('invoice')).toBe('awaiting_shipment');
    expect(initialOrderStatus('bank-transfer')).toBe('pending_payment');
  });
});
