// Who may read an order's personal data from the payment status calls: the account that placed it,
// or the browser that did (its owner proof hashes to the order's). Anyone else learns the state.
import { createHash } from 'node:crypto';
import { isOrderOwnerProof } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import * as repo from './orders.repository.js';

/** The caller of a status call, as the route saw it. */
export interface OrderCaller {
  userId: string | null;
  /** The X-Order-Owner header, unchecked. */
  owner: unknown;
}

/** The hash stored with an order placed under this proof; null for a missing or malformed one. */
export function ownerHashOf(owner: unknown): string | null {
  return isOrderOwnerProof(owner) ? createHash('sha256').update(owner).digest('hex') : null;
}

/** Whether the caller proves the order: its account, or the browser that placed it. */
export async function provesOrder(
  ctx: AppContext,
  orderId: string,
  caller: OrderCaller,
): Promise<boolean> {
  const row = await repo.findOrderOwner(ctx.db, orderId);
  if (!row) return false;
  if (caller.userId !== null && row.user_id === caller.userId) return true;
  const hash = ownerHashOf(caller.owner);
  return hash !== null && row.owner_hash === hash;
}
