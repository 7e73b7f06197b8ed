// Order management after a purchase, as a shop meets it when it gives money back: cancel only while
// nothing is captured, refunds only on captured money, a Klarna-Idempotency-Key repeat answering
// what its first call did, and the statuses and amounts order management shows after each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckoutSimulator } from './checkout.server.js';
import { PASSWORD, USER, api, createOrder } from './checkout.testing.js';
import type { CheckoutSimulator } from './checkout.types.js';

/** validBody's total: 2 × 125.00 kr and 49.00 kr shipping. */
const TOTAL = 29900;
let strict: CheckoutSimulator;
let lenient: CheckoutSimulator;

beforeAll(async () => {
  // Pushes go nowhere, far in the future: this file is not about them.
  const options = { username: USER, password: PASSWORD, pushDelayMs: 600_000 };
  strict = await startCheckoutSimulator({ ...options, strictOrderManagement: true });
  lenient = await startCheckoutSimulator(options);
});
afterAll(async () => {
  await strict.close();
  await lenient.close();
});

/** An order the customer has bought: AUTHORIZED, nothing captured. */
async function placed(sim: CheckoutSimulator): Promise<string> {
  const id = await createOrder(sim);
  expect(await sim.purchase(id)).toMatchObject({ outcome: 'placed' });
  return id;
}

function post(sim: CheckoutSimulator, id: string, action: string, body?: unknown, key?: string) {
  const headers: Record<string, string> = key ? { 'klarna-idempotency-key': key } : {};
  return api(sim, 'POST', `/ordermanagement/v1/orders/${id}/${action}`, body, headers);
}

async function read(sim: CheckoutSimulator, id: string): Promise<Record<string, unknown>> {
  return (await (await api(sim, 'GET', `/ordermanagement/v1/orders/${id}`)).json()) as Record<
    string,
    unknown
  >;
}

/** A 403 with Klarna's code. */
async function expectRefused(res: Response, code: string): Promise<void> {
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ error_code: code });
}

describe('cancel', () => {
  it('voids an authorised order; its repeat with the same key answers 204 again', async () => {
    const id = await placed(strict);
    expect((await post(strict, id, 'cancel', undefined, 'CANCEL-1')).status).toBe(204);
    expect((await post(strict, id, 'cancel', undefined, 'CANCEL-1')).status).toBe(204);
    await expectRefused(await post(strict, id, 'cancel', undefined, 'CANCEL-2'), 'NOT_ALLOWED');
    await expectRefused(await post(strict, id, 'cancel'), 'NOT_ALLOWED');
    expect(await read(strict, id)).toMatchObject({
      status: 'CANCELLED',
      captured_amount: 0,
      refunded_amount: 0,
      remaining_authorized_amount: 0,
    });
    await expectRefused(
      await post(strict, id, 'captures', { captured_amount: 100 }),
      'CAPTURE_NOT_ALLOWED',
    );
    await expectRefused(
      await post(strict, id, 'refunds', { refunded_amount: 100 }),
      'REFUND_NOT_ALLOWED',
    );
  });

  it('is refused once anything is captured: the money goes back by refund', async () => {
    const id = await placed(strict);
    expect((await post(strict, id, 'captures', { captured_amount: 10000 })).status).toBe(201);
    const res = await post(strict, id, 'cancel', undefined, 'CANCEL-3');
    await expectRefused(res, 'CANCEL_NOT_ALLOWED');
    expect(await read(strict, id)).toMatchObject({
      status: 'PART_CAPTURED',
      captured_amount: 10000,
    });
  });
});

describe('refunds', () => {
  it('are refused while nothing is captured', async () => {
    const id = await placed(strict);
    const res = await post(strict, id, 'refunds', { refunded_amount: 1000 }, 'REFUND-0');
    await expectRefused(res, 'REFUND_NOT_ALLOWED');
    expect(await read(strict, id)).toMatchObject({ status: 'AUTHORIZED', refunded_amount: 0 });
  });

  it('return captured money once per key, up to what was captured', async () => {
    const id = await placed(strict);
    expect((await post(strict, id, 'captures', { captured_amount: 10000 })).status).toBe(201);
    await expectRefused(
      await post(strict, id, 'refunds', { refunded_amount: 10001 }),
      'REFUND_NOT_ALLOWED',
    );
    const first = await post(strict, id, 'refunds', { refunded_amount: 4000 }, 'REFUND-1');
    const again = await post(strict, id, 'refunds', { refunded_amount: 4000 }, 'REFUND-1');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(first.headers.get('refund-id')).toEqual(expect.any(String));
    expect(again.headers.get('refund-id')).toBe(first.headers.get('refund-id'));
    expect(again.headers.get('location')).toBe(
      `${strict.url}/ordermanagement/v1/orders/${id}/refunds/${first.headers.get('refund-id')}`,
    );
    expect((await post(strict, id, 'refunds', { refunded_amount: 6000 }, 'REFUND-2')).status).toBe(
      201,
    );
    await expectRefused(
      await post(strict, id, 'refunds', { refunded_amount: 1 }, 'REFUND-3'),
      'REFUND_NOT_ALLOWED',
    );
    const om = await read(strict, id);
    expect(om).toMatchObject({
      status: 'PART_CAPTURED',
      captured_amount: 10000,
      refunded_amount: 10000,
      remaining_authorized_amount: TOTAL - 10000,
    });
    expect(om.refunds).toHaveLength(2);
  });

  it('leave a fully captured order CAPTURED, its refunded amount showing; a repeat still answers', async () => {
    const id = await placed(strict);
    expect((await post(strict, id, 'captures', { captured_amount: TOTAL })).status).toBe(201);
    await expectRefused(
      await post(strict, id, 'captures', { captured_amount: 1 }),
      'CAPTURE_NOT_ALLOWED',
    );
    const refund = await post(strict, id, 'refunds', { refunded_amount: TOTAL }, 'REFUND-ALL');
    expect(refund.status).toBe(201);
    const repeat = await post(strict, id, 'refunds', { refunded_amount: TOTAL }, 'REFUND-ALL');
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('refund-id')).toBe(refund.headers.get('refund-id'));
    expect(await read(strict, id)).toMatchObject({
      status: 'CAPTURED',
      captured_amount: TOTAL,
      refunded_amount: TOTAL,
      remaining_authorized_amount: 0,
      refunds: [{ refund_id: refund.headers.get('refund-id'), refunded_amount: TOTAL }],
    });
    await expectRefused(await post(strict, id, 'cancel'), 'CANCEL_NOT_ALLOWED');
  });

  it('with a malformed amount are a 400 BAD_VALUE', async () => {
    const id = await placed(strict);
    await post(strict, id, 'captures', { captured_amount: TOTAL });
    const res = await post(strict, id, 'refunds', { refunded_amount: '100' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error_code: 'BAD_VALUE',
      error_messages: ['Bad value: refunded_amount'],
    });
  });
});

describe('the lenient default', () => {
  it('refunds authorised money not captured yet, and answers NOT_ALLOWED and BAD_VALUE', async () => {
    const id = await placed(lenient);
    const refund = await post(lenient, id, 'refunds', { refunded_amount: 1000 }, 'REFUND-L');
    expect(refund.status).toBe(201);
    const over = await post(lenient, id, 'refunds', { refunded_amount: TOTAL });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ error_code: 'BAD_VALUE' });
    expect((await post(lenient, id, 'captures', { captured_amount: 100 })).status).toBe(201);
    await expectRefused(await post(lenient, id, 'cancel'), 'NOT_ALLOWED');
    expect(await read(lenient, id)).toMatchObject({
      status: 'PART_CAPTURED',
      refunded_amount: 1000,
    });
  });
});
