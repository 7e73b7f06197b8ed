import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffSession } from '../lib/staff-session';
import type { ConsoleCall } from '../testing/console-harness';
import {
  STAFF,
  STAFF_TOKEN,
  refusal,
  renderConsole,
  resetStaffSession,
  stubSignedIn,
} from '../testing/console-harness';
import { orderDetail } from './order-fixtures';

beforeEach(() => {
  resetStaffSession();
  staffSession.start(STAFF_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

/** The order page's API: the detail, and each action's calls recorded with a fixed answer. */
function stubOrder(detail = orderDetail(), answer?: (call: ConsoleCall) => unknown) {
  const actions: ConsoleCall[] = [];
  const fetchMock = stubSignedIn(STAFF, (call) => {
    if (call.path === '/api/admin/orders/1042' && call.method === 'GET') return { body: detail };
    if (call.path.startsWith('/api/admin/orders/1042/')) {
      actions.push(call);
      const body = answer?.(call);
      return body && typeof body === 'object' && 'status' in body
        ? (body as { status: number; body: unknown })
        : { body: body ?? {} };
    }
    return undefined;
  });
  return { fetchMock, actions };
}

/** The names of the action disclosures in the panel, in order. */
const summariesIn = (panel: HTMLElement) =>
  [...panel.querySelectorAll('summary')].map((summary) => summary.textContent);

describe("an order's page", () => {
  it('shows lines with what shipped, the figures and the actions the state allows', async () => {
    stubOrder();
    renderConsole('/admin/orders/1042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1042' })).toBeVisible();
    const lines = await screen.findByRole('table', { name: 'Lines' });
    const disc = within(lines).getByRole('row', { name: /Brake disc, front/ });
    expect(
      within(disc)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['REF-brake-disc', '2', '2', '0', '250.00 kr', '0.00 kr', '500.00 kr']);
    expect(screen.getByText('1,199.00 kr')).toBeVisible();
    expect(screen.getByText('of which VAT 25 %')).toBeVisible();
    // Partly shipped and paid by Swish: ship the rest, refund; no cancel, no mark paid.
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(summariesIn(actions)).toEqual(['Ship', 'Refund']);
  });

  it('ships part of what is left with one key, however often the button is pressed', async () => {
    const user = userEvent.setup();
    const { actions } = stubOrder(orderDetail({ progress: [] }, 'paid'), () => ({
      order: {},
      shipment: {},
    }));
    renderConsole('/admin/orders/1042');
    await user.click(await screen.findByText('Ship', { selector: 'summary' }));
    await user.selectOptions(screen.getByLabelText('Carrier'), 'DHL');
    await user.type(screen.getByLabelText('Tracking number'), 'JD0146');
    const disc = screen.getByLabelText('Brake disc, front (2 left to ship)');
    await user.clear(disc);
    await user.type(disc, '1');
    await user.clear(screen.getByLabelText('Oil filter (1 left to ship)'));
    await user.type(screen.getByLabelText('Oil filter (1 left to ship)'), '0');
    const submit = screen.getByRole('button', { name: 'Ship and send the mail' });
    await user.dblClick(submit);
    const outcome = await screen.findByText(/Shipped with tracking number JD0146/);
    // The keyboard goes on from what the action did.
    await vi.waitFor(() => expect(outcome).toHaveFocus());
    expect(actions.length).toBeGreaterThan(0);
    const keyOf = (call: (typeof actions)[number]) =>
      (call.body as { idempotencyKey: string }).idempotencyKey;
    // Every click of the same form is the same action to the server.
    expect(new Set(actions.map(keyOf)).size).toBe(1);
    expect(actions[0]!.path).toBe('/api/admin/orders/1042/ship');
    expect(actions[0]!.body).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      carrier: 'dhl',
      trackingNumber: 'JD0146',
      lines: [{ itemId: 'brake-disc', quantity: 1 }],
    });
    // Edited after the parcel left, the form is a new action with a new key.
    const sent = actions.length;
    await user.type(screen.getByLabelText('Tracking number'), '7');
    await user.click(submit);
    await vi.waitFor(() => expect(actions).toHaveLength(sent + 1));
    expect(keyOf(actions[sent]!)).not.toBe(keyOf(actions[0]!));
  });

  it("refunds by lines with the domain's amount, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { actions } = stubOrder(orderDetail({}, 'shipped'), () => {
      if (!refuse) return { order: {}, refund: { amount: 25_000 } };
      refuse = false;
      return refusal(409, 'refund_exceeds_paid');
    });
    renderConsole('/admin/orders/1042');
    await user.click(await screen.findByText('Refund', { selector: 'summary' }));
    const disc = screen.getByLabelText('Brake disc, front (2 can be refunded)');
    await user.clear(disc);
    await user.type(disc, '1');
    await user.click(screen.getByLabelText('Put the units back in stock'));
    expect(screen.getByText('250.00 kr goes back to the customer, VAT included.')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Refund 250.00 kr' });
    await user.click(submit);
    expect(await screen.findByText('refund_exceeds_paid')).toHaveAttribute('role', 'alert');
    await user.click(submit);
    expect(await screen.findByText('Refunded 250.00 kr.')).toBeVisible();
    expect(actions.map((a) => a.body)).toEqual([
      {
        idempotencyKey: expect.any(String),
        lines: [{ itemId: 'brake-disc', quantity: 1 }],
        shipping: false,
        restock: true,
      },
      expect.objectContaining({ lines: [{ itemId: 'brake-disc', quantity: 1 }] }),
    ]);
    // A retry after a refusal is the same action: it keeps its key.
    const keys = actions.map((a) => (a.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
  });

  it('offers mark paid and cancel for an unpaid invoice, not a refund', async () => {
    stubOrder(
      orderDetail({
        paidAt: null,
        progress: [],
        order: {
          ...orderDetail().order,
          status: 'awaiting_shipment',
          payment: { id: 'invoice', name: 'Invoice', slug: 'invoice' },
        },
      }),
    );
    renderConsole('/admin/orders/1042');
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(summariesIn(actions)).toEqual(['Ship', 'Mark paid', 'Cancel the order']);
  });

  it('marks paid by the reference and clears a flag with a reason, each its own body', async () => {
    const user = userEvent.setup();
    const detail = orderDetail({
      paidAt: null,
      flag: 'amount_mismatch',
      progress: [],
      order: {
        ...orderDetail().order,
        status: 'awaiting_shipment',
        payment: { id: 'bank-transfer', name: 'Bank transfer', slug: 'bank-transfer' },
      },
    });
    const { actions } = stubOrder(detail, () => ({ order: {} }));
    renderConsole('/admin/orders/1042');
    expect(await screen.findByText('Flagged: amount differs from the order')).toBeVisible();
    await user.click(screen.getByText('Mark paid', { selector: 'summary' }));
    await user.type(screen.getByLabelText('Payment reference from the bank statement'), '1042 5');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Marked paid.')).toBeVisible();
    await user.click(screen.getByText('Clear the flag', { selector: 'summary' }));
    const clear = screen.getByRole('form', { name: 'Clear the flag' });
    await user.type(within(clear).getByLabelText('Reason'), 'Paid the rest by phone');
    await user.click(screen.getByRole('button', { name: 'Clear the flag' }));
    expect(await screen.findByText('The flag is cleared.')).toBeVisible();
    expect(actions.map((a) => [a.path, a.body])).toEqual([
      ['/api/admin/orders/1042/mark-paid', { reference: '1042 5' }],
      ['/api/admin/orders/1042/clear-flag', { reason: 'Paid the rest by phone' }],
    ]);
  });

  it('says so when there is no such order', async () => {
    stubSignedIn(STAFF, (call) =>
      call.path === '/api/admin/orders/999' ? refusal(404, 'not_found') : undefined,
    );
    renderConsole('/admin/orders/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no order 999.');
  });
});
