// An account's orders as its page lists them, and what of them stays when the account is deleted.
import type { AccountOrder, OrderAddress } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { orderPagePath } from './order-mail.js';
import { addressToCome } from './orders.mapper.js';
import type { OrderSettings } from './order-read.js';
import { orderKey } from './order-read.js';
import * as repo from './orders.repository.js';

/** The account page shows this many of the newest orders. */
const LISTED = 200;

/** The orders of an account: placed logged in, or as a guest with its confirmed address. */
export async function listCustomerOrders(
  ctx: AppContext,
  settings: OrderSettings,
  userId: string,
  confirmedEmailKey: string | null,
): Promise<AccountOrder[]> {
  const rows = await repo.listCustomerOrders(ctx.db, userId, confirmedEmailKey, LISTED);
  return rows.map((row) => ({
    number: row.number,
    status: row.status as AccountOrder['status'],
    createdAt: row.created_at,
    total: row.total,
    currency: { code: row.currency, symbol: row.currency_symbol, exponent: row.exponent },
    path: orderPagePath({ number: row.number, key: orderKey(settings, row.number) }),
  }));
}

/**
 * What an order keeps of its customer once the account is gone: a paid order still to ship keeps
 * what delivery needs; a shipped one the billing name and address (bookkeeping keeps them seven
 * years) without phone or email; an unpaid or cancelled one nothing but the country.
 */
export function forgottenCustomer(row: {
  status: string;
  email: string;
  billing_address: string;
  shipping_address: string | null;
}): repo.CustomerColumns {
  if (row.status === 'paid') return row;
  const billing = JSON.parse(row.billing_address) as OrderAddress;
  if (row.status === 'shipped')
    return {
      email: '',
      billing_address: JSON.stringify({ ...billing, phone: '' }),
      shipping_address: null,
    };
  return {
    email: '',
    billing_address: JSON.stringify(addressToCome(billing.country)),
    shipping_address: null,
  };
}

/** Takes the account's personal data off its orders (in the caller's transaction). */
export async function forgetCustomer(
  ctx: AppContext,
  userId: string,
  confirmedEmailKey: string | null,
  now: Date,
): Promise<void> {
  const rows = await repo.listOrdersToForget(ctx.db, userId, confirmedEmailKey);
  for (const row of rows)
    await repo.setCustomer(
      ctx.db,
      row.id,
      { ...forgottenCustomer(row), user_id: null },
      now.toISOString(),
    );
}
