// The order-line checks of `check:security`: an order never silently changes what was sent. A line
// of 1e9 units or of a brand the shop does not sell is a 400 invalid_lines naming the line (by order
// create and by the Swish request), and the item's stock does not move. Each check posts one refused
// order, so run them before the order floods use up the client's order quota.
import { randomBytes, randomUUID } from 'node:crypto';
import { XSRF_COOKIE, orderLineProblemsOf } from '@shop/domain';
import type { CarGroup, CarResponse, ItemsPage, ItemsResponse } from '@shop/domain';
import { swedishOrderDraft } from './bench-kit.js';
import { check, expectError, getJson, send, show, xsrf } from './security-kit.js';
import type { Answer } from './security-kit.js';

const ORDER_URL = '/api/legacy/order/create';
const SWISH_URL = '/api/swish/request';

interface Sample {
  token: string;
  itemId: string;
}

/** An XSRF token and an item of a classic car, found the way a visitor finds them. */
async function sample(): Promise<Sample> {
  const first = await send({ target: '/api/item-groups' });
  const token = new RegExp(`${XSRF_COOKIE}=([^;,\\s]+)`).exec(
    first.headers['set-cookie'] ?? '',
  )?.[1];
  if (!token) throw new Error(`no ${XSRF_COOKIE} cookie: ${show(first)}`);
  const cars = (await getJson<CarGroup[]>('/api/car-groups')).flatMap((g) => g.cars);
  const car = cars.find((c) => !c.modern);
  if (!car) throw new Error('no classic car in the catalog');
  const detail = await getJson<CarResponse>(`/api/car/${car.slug}`);
  const group = [...detail.groups].sort((a, b) => b.items - a.items)[0];
  if (!group) throw new Error(`car ${car.slug} has no groups`);
  const page = await getJson<ItemsPage>(`/api/items/car/${car.slug}/group/${group.slug}`);
  const item = page.items[0];
  if (!item) throw new Error(`no items in ${car.slug}/${group.slug}`);
  return { token, itemId: item._id };
}

async function stockOf({ token, itemId }: Sample): Promise<number> {
  const a = await send({
    method: 'POST',
    target: '/api/items',
    headers: xsrf(token),
    body: { items: [itemId] },
  });
  const item = a.status === 200 ? (JSON.parse(a.body) as ItemsResponse).items[0] : undefined;
  if (!item) throw new Error(`POST /api/items: ${show(a)}`);
  return item.stock.quantity;
}

/** Null when `a` is 400 invalid_lines naming exactly `itemId` with `code`. */
function namesTheLine(a: Answer, itemId: string, code: string): string | null {
  const failure = expectError(a, 400, 'invalid_lines');
  if (failure !== null) return failure;
  const lines = orderLineProblemsOf(JSON.parse(a.body) as unknown);
  const named = lines.length === 1 && lines[0]?.item === itemId && lines[0]?.code === code;
  return named ? null : `lines ${JSON.stringify(lines)}, expected ${itemId} ${code}`;
}

/** Posts a one-line order (to `url`) and checks the refusal and that the stock stayed put. */
async function refusedLine(
  s: Sample,
  url: string,
  line: { quantity: number; brand: string },
  code: string,
): Promise<string | null> {
  const before = await stockOf(s);
  const email = `check-lines-${randomBytes(6).toString('hex')}@example.com`;
  const draft = JSON.parse(
    swedishOrderDraft(randomUUID(), { [s.itemId]: { ...line, car: null } }, email),
  ) as Record<string, unknown>;
  const body = url === SWISH_URL ? { ...draft, paymentId: 'swish' } : draft;
  const a = await send({ method: 'POST', target: url, headers: xsrf(s.token), body });
  const failure = namesTheLine(a, s.itemId, code);
  if (failure !== null) return failure;
  const after = await stockOf(s);
  return after === before ? null : `stock moved from ${before} to ${after}`;
}

export async function orderLineChecks(): Promise<void> {
  let s: Sample | null = null;
  const withSample = (run: (s: Sample) => Promise<string | null>) => async () => {
    s ??= await sample();
    return run(s);
  };
  await check(
    'an order line of 1e9 units is a 400 naming the line; no stock moves',
    withSample((x) =>
      refusedLine(x, ORDER_URL, { quantity: 1e9, brand: 'any' }, 'quantity_too_large'),
    ),
  );
  await check(
    'an order line of an unknown brand is a 400 naming the line; no stock moves',
    withSample((x) => refusedLine(x, ORDER_URL, { quantity: 1, brand: 'chrome' }, 'unknown_brand')),
  );
  await check(
    'a Swish request with a line of 1e9 units is a 400 naming the line; no stock moves',
    withSample((x) =>
      refusedLine(x, SWISH_URL, { quantity: 1e9, brand: 'any' }, 'quantity_too_large'),
    ),
  );
}
