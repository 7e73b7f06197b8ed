// What an account keeps for the customer: orders (placed logged in, or as a guest with its
// confirmed address), saved addresses that prefill the checkout, and the cart across devices.
import { randomUUID } from 'node:crypto';
import type { AccountOrder, Address, SavedAddress, StoredCart } from '@shop/domain';
import { mergeCarts, normaliseStoredCart } from '@shop/domain';
import { HttpError, notFound } from '../../lib/http-error.js';
import { inTransaction } from '../../lib/app-context.js';
import * as orders from '../orders/orders.service.js';
import type { AccountsDeps } from './accounts-deps.js';
import { accountMessage } from './account-messages.js';
import type { AuthUser } from './account-user.js';
import { emailKey } from './account-user.js';
import * as repo from './account-data.repository.js';
import type { Caller } from './users.service.js';

export function listOrders(deps: AccountsDeps, user: AuthUser): Promise<AccountOrder[]> {
  const settings = orders.orderSettingsOf(
    {
      publicUrl: deps.publicUrl,
      mail: { shopEmail: '' },
      payments: { expiryMs: 0, directExpiryMs: 0 },
    },
    deps.secret,
  );
  const confirmed = user.emailConfirmed ? emailKey(user.email) : null;
  return orders.listCustomerOrders(deps.ctx, settings, user.id, confirmed);
}

function toSaved(row: repo.AddressRow): SavedAddress {
  return { id: row.id, address: JSON.parse(row.address) as Address, updatedAt: row.updated_at };
}

export async function listAddresses(deps: AccountsDeps, user: AuthUser): Promise<SavedAddress[]> {
  return (await repo.listAddresses(deps.ctx.db, user.id)).map(toSaved);
}

export async function addAddress(
  deps: AccountsDeps,
  user: AuthUser,
  address: Address,
  caller: Caller,
): Promise<SavedAddress> {
  const at = deps.now().toISOString();
  const row = {
    id: randomUUID(),
    user_id: user.id,
    address: JSON.stringify(address),
    created_at: at,
    updated_at: at,
  };
  await inTransaction(deps.ctx, async (trx) => {
    if ((await repo.countAddresses(trx.db, user.id)) >= repo.MAX_ADDRESSES) {
      const message = accountMessage(caller.language, 'too_many_addresses', {
        max: repo.MAX_ADDRESSES,
      });
      throw new HttpError(409, 'invalid_request', message);
    }
    await repo.insertAddress(trx.db, row);
  });
  return toSaved(row);
}

export async function replaceAddress(
  deps: AccountsDeps,
  user: AuthUser,
  id: string,
  address: Address,
  caller: Caller,
): Promise<SavedAddress> {
  const at = deps.now().toISOString();
  const json = JSON.stringify(address);
  if (!(await repo.updateAddress(deps.ctx.db, user.id, id, { address: json, updated_at: at })))
    throw notFound(accountMessage(caller.language, 'address_not_found'));
  return { id, address, updatedAt: at };
}

export async function removeAddress(
  deps: AccountsDeps,
  user: AuthUser,
  id: string,
  caller: Caller,
): Promise<void> {
  if (!(await repo.deleteAddress(deps.ctx.db, user.id, id)))
    throw notFound(accountMessage(caller.language, 'address_not_found'));
}

/** The account's cart as stored, cleaned by the cart rules (empty when none). */
export async function getCart(deps: AccountsDeps, user: AuthUser): Promise<StoredCart> {
  const stored = await repo.readCart(deps.ctx.db, user.id);
  return stored ? normaliseStoredCart(stored).cart : {};
}

/** Replaces the account's cart with the client's (cleaned by the cart rules). */
export async function putCart(
  deps: AccountsDeps,
  user: AuthUser,
  cart: Record<string, unknown>,
): Promise<StoredCart> {
  const clean = normaliseStoredCart(cart).cart;
  await repo.writeCart(deps.ctx.db, user.id, JSON.stringify(clean), deps.now().toISOString());
  return clean;
}

/** The visitor's cart added to the account's (mergeCarts), stored and answered. */
export async function mergeCart(
  deps: AccountsDeps,
  user: AuthUser,
  visitor: Record<string, unknown>,
): Promise<StoredCart> {
  const guest = normaliseStoredCart(visitor).cart;
  return inTransaction(deps.ctx, async (trx) => {
    const stored = await repo.readCart(trx.db, user.id);
    const merged = mergeCarts(stored ? normaliseStoredCart(stored).cart : {}, guest);
    await repo.writeCart(trx.db, user.id, JSON.stringify(merged), deps.now().toISOString());
    return merged;
  });
}
