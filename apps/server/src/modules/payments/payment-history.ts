// What happened to an order's money, for staff: its attempts (without the tokens and snippets that
// open them), the providers' events as received, and the refunds.
import type { AppContext } from '../../lib/app-context.js';
import * as repo from './payments.repository.js';

export interface OrderPayments {
  attempts: {
    id: string;
    provider: string;
    providerRef: string | null;
    state: string;
    amount: number;
    currency: string;
    payerAlias: string | null;
    errorCode: string | null;
    errorMessage: string | null;
    createdAt: string;
    updatedAt: string;
  }[];
  events: {
    provider: string;
    eventId: string;
    attemptId: string | null;
    state: string;
    amount: number;
    currency: string;
    outcome: string;
    receivedAt: string;
  }[];
  refunds: {
    id: string;
    attemptId: string;
    provider: string;
    amount: number;
    currency: string;
    reason: string;
    state: string;
    createdAt: string;
  }[];
}

export async function listOrderPayments(ctx: AppContext, orderId: string): Promise<OrderPayments> {
  const [attempts, events] = await Promise.all([
    repo.listAttempts(ctx.db, orderId),
    repo.listEvents(ctx.db, orderId),
  ]);
  const refunds = await repo.listRefunds(
    ctx.db,
    attempts.map((a) => a.id),
  );
  return {
    attempts: attempts.map((a) => ({
      id: a.id,
      provider: a.provider,
      providerRef: a.provider_ref,
      state: a.state,
      amount: a.amount,
      currency: a.currency,
      payerAlias: a.payer_alias,
      errorCode: a.error_code,
      errorMessage: a.error_message,
      createdAt: a.created_at,
      updatedAt: a.updated_at,
    })),
    events: events.map((e) => ({
      provider: e.provider,
      eventId: e.event_id,
      attemptId: e.attempt_id,
      state: e.state,
      amount: e.amount,
      currency: e.currency,
      outcome: e.outcome,
      receivedAt: e.received_at,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      attemptId: r.attempt_id,
      provider: r.provider,
      amount: r.amount,
      currency: r.currency,
      reason: r.reason,
      state: r.state,
      createdAt: r.created_at,
    })),
  };
}
