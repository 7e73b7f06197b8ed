// The order-flood check of `check:security`: one client (one IP, one email address) places orders
// in bursts of BURST at once, as the attack that once placed 320 orders did, until the shop refuses
// with 429 {message, code: 'too_many_requests'} and Retry-After. It assumes a quota of at most
// FLOOD_CAP orders per client (ORDER_LIMIT_IP_MAX or ORDER_LIMIT_EMAIL_MAX; the defaults are 20 and
// 10). Each order placed is real (invoice, one unit of the sample item), so it runs with the floods.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ItemsResponse } from '@shop/domain';
import { swedishOrderDraft } from './bench-kit.js';
import { check, errorBody, send, show, xsrf } from './security-kit.js';
import type { Answer } from './security-kit.js';

const ORDER_URL = '/api/legacy/order/create';
const BURST = 20;
const FLOOD_CAP = 200;

/** The brand the item is sold as by default, which every order of it may ask for. */
async function defaultBrand(token: string, itemId: string): Promise<string> {
  const a = await send({
    method: 'POST',
    target: '/api/items',
    headers: xsrf(token),
    body: { items: [itemId] },
  });
  if (a.status !== 200) throw new Error(`POST /api/items: ${show(a)}`);
  const item = (JSON.parse(a.body) as ItemsResponse).items[0];
  if (!item) throw new Error(`item ${itemId} not found`);
  return item.brand;
}

/** Null when `a` is the 429 the shop owes a flood: {message, code} and Retry-After in seconds. */
function refusal(a: Answer): string | null {
  const failure = errorBody(a, 'too_many_requests');
  if (failure !== null) return failure;
  const retry = a.headers['retry-after'];
  return /^[1-9][0-9]*$/.test(retry ?? '') ? null : `Retry-After ${retry ?? 'absent'}`;
}

/** `token`: a valid XSRF token; `itemId`: an item anyone may order. */
export async function orderFloodChecks(token: string, itemId: string): Promise<void> {
  await check('an order flood from one client meets 429 with Retry-After', async () => {
    const email = `check-flood-${randomBytes(6).toString('hex')}@example.com`;
    const cart = { [itemId]: { quantity: 1, brand: await defaultBrand(token, itemId), car: null } };
    let placed = 0;
    for (let sent = 0; sent < FLOOD_CAP; sent += BURST) {
      const answers = await Promise.all(
        Array.from({ length: BURST }, () =>
          send({
            method: 'POST',
            target: ORDER_URL,
            headers: xsrf(token),
            body: swedishOrderDraft(randomUUID(), cart, email),
          }),
        ),
      );
      const unexpected = answers.find((a) => a.status !== 201 && a.status !== 429);
      if (unexpected) return `order ${sent + answers.indexOf(unexpected) + 1}: ${show(unexpected)}`;
      placed += answers.filter((a) => a.status === 201).length;
      const refused = answers.filter((a) => a.status === 429);
      if (refused.length > 0) {
        const failure = refused.map(refusal).find((f) => f !== null);
        if (failure !== undefined) return failure;
        console.log(
          `      (${placed} orders placed, ${refused.length} refused in the burst; Retry-After ${refused[0]?.headers['retry-after']})`,
        );
        return null;
      }
    }
    return `no 429 after ${placed} orders`;
  });
}
