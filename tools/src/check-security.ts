// `npm run check:security [URL]`: attacks a running shop from outside (URL from the argument, else
// SHOP_URL, else http://127.0.0.1:3000; it starts nothing) and prints one line per check, `ok`, `FAIL`
// and why, or `skip` and why, then a total; exits 1 on any failure. Every answer must be a 2xx or 4xx
// JSON {message, code} (HTML or an SVG where a page or a drawing is asked for), never a 5xx.
// REQUEST_TIMEOUT_MS and HEADERS_TIMEOUT_MS, as given to the server, bound the slow-client checks.
// The order and save-cart floods run last, so the quotas they use up spoil no other check.
import { DEMO_ASSETS_MARKER, demoDrawingSamples } from '@shop/db';
import { XSRF_COOKIE, XSRF_HEADER, thumbnailPath } from '@shop/domain';
import type { CarGroup, CarResponse, ItemsPage, SaveCartResponse } from '@shop/domain';
import { exchange, formatRequest } from './raw-http.js';
import {
  Skip,
  check,
  errorBody,
  expectError,
  firstFailure,
  getJson,
  sane,
  send,
  shop,
  show,
  socket,
  tally,
  xsrf,
} from './security-kit.js';
import type { Answer, Case } from './security-kit.js';
import { accountChecks } from './security-accounts.js';
import { orderLineChecks } from './security-lines.js';
import { orderFloodChecks } from './security-limits.js';
import { loginBurstChecks } from './security-logins.js';
import { privacyChecks } from './security-privacy.js';

const REQUEST_TIMEOUT_MS = Number(process.env.REQUEST_TIMEOUT_MS || 30_000);
const HEADERS_TIMEOUT_MS = Math.min(
  Number(process.env.HEADERS_TIMEOUT_MS || 10_000),
  REQUEST_TIMEOUT_MS,
);
/** The server looks for overdue requests once a second, and a busy machine is slower still. */
const SLACK_MS = 3000;
const FLOOD_CAP = 1000;

/** SQL and FTS meta-characters, NUL and long strings, put into every parameter of every route. */
const NASTY = [
  "'",
  '"',
  '--',
  ';',
  '*',
  'NEAR(',
  'OR',
  '%',
  '_',
  '\\',
  '\u0000',
  "' OR '1'='1' --",
  "'; DROP TABLE items; --",
  '"bolt" NEAR(nut',
  'bolt* OR nut*',
  'NEAR(bolt nut, 2)',
  '%_%\\%',
  'a\u0000b',
  '../../etc/passwd',
  'x'.repeat(300),
  'ä'.repeat(6000),
];
/** In JSON bodies also a string far past every length rule (still within the body limit). */
const NASTY_BODY_VALUES = [...NASTY, 'q'.repeat(100_000)];

// ---- what the shop offers an anonymous visitor -------------------------------------------------

interface Samples {
  token: string;
  values: Record<string, string>;
  itemId: string;
  drawings: { classic: string; modern: string };
}

async function discover(): Promise<Samples> {
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
  const saved = await send({
    method: 'POST',
    target: '/api/carts',
    headers: xsrf(token),
    body: { articles: [{ item: item._id, quantity: 1 }] },
  });
  const cart = saved.status === 201 ? (JSON.parse(saved.body) as SaveCartResponse) : undefined;
  const drawings = demoDrawingSamples();
  const values: Record<string, string> = {
    carSlug: car.slug,
    legacyCar: car.slug,
    groupSlug: group.slug,
    legacyGroup: group.slug,
    itemId: item._id,
    legacyItem: String(item._legacy_id ?? 1),
    illustration: drawings.classic,
    page: '1',
    cartDate: cart?.cartDate ?? '20260101',
    cartId: cart?.cartId ?? 'AAAAAAAAAAAAAAAA',
    file: `${drawings.classic}.svg`,
    folder: drawings.classic.slice(0, 3),
  };
  return { token, values, itemId: item._id, drawings };
}

// ---- the routes, from the API's own OpenAPI document, plus the pages and drawings it hides -------

interface Route {
  method: 'GET' | 'POST';
  /** With {param} placeholders. */
  path: string;
  query: string[];
  bodyFields: string[];
  /** What a 2xx must be. */
  success: RegExp;
  /** A provider's callback (tag `callbacks`): no XSRF token, the provider's own proof instead. */
  callback?: boolean;
}

interface OpenApiOperation {
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const HTML = /^text\/html/;
const HIDDEN_ROUTES: Route[] = [
  ...[
    '/item/{itemId}',
    '/car/{carSlug}',
    '/car/{carSlug}/{groupSlug}',
    '/car/{carSlug}/item/{itemId}',
    '/car/{carSlug}/{groupSlug}/item/{itemId}',
  ].map((path): Route => ({ method: 'GET', path, query: [], bodyFields: [], success: HTML })),
  {
    method: 'GET',
    path: '/search',
    query: ['q', 'mode', 'carSlug'],
    bodyFields: [],
    success: HTML,
  },
  ...['/public/diagrams/{file}', '/public/diagrams/thumbs/{folder}/{file}'].map((path): Route => ({
    method: 'GET',
    path,
    query: [],
    bodyFields: [],
    success: /^image\/svg/,
  })),
];

async function routes(): Promise<Route[]> {
  const doc = await getJson<{ paths: Record<string, Record<string, OpenApiOperation>> }>(
    '/api/docs/json',
  );
  const found: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (method !== 'get' && method !== 'post') continue;
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const bodyFields = Object.keys(schema?.properties ?? {});
      found.push({
        method: method === 'get' ? 'GET' : 'POST',
        path,
        query,
        bodyFields,
        success: /^application\/json/,
        callback: op.tags?.includes('callbacks') ?? false,
      });
    }
  }
  return [...found, ...HIDDEN_ROUTES];
}

function fill(path: string, values: Record<string, string>, override?: [string, string]): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    override?.[0] === name ? override[1] : encodeURIComponent(values[name] ?? 'x'),
  );
}

/** A body each POST route accepts, and the nested places a client's text lands in. */
function bodies(
  path: string,
  s: Samples,
): { base: Record<string, unknown>; nested: (v: string) => object[] } {
  const id = s.itemId;
  switch (path) {
    case '/api/cart':
      return { base: { cart: {} }, nested: (v) => [{ cart: { [v]: 1 } }, { cart: { [id]: v } }] };
    case '/api/items':
      return { base: { items: [id] }, nested: (v) => [{ items: [id, v] }] };
    case '/api/carts':
      // Each save counts against the quota: one nested variant only.
      return {
        base: { articles: [{ item: id, quantity: 1 }] },
        nested: (v) => [{ articles: [{ item: v, quantity: 1 }] }],
      };
    case '/api/items/search':
      return { base: { q: 'bolt' }, nested: () => [] };
    case '/api/diagrams/search':
      return { base: { q: 'bolt', mode: 'any' }, nested: () => [] };
    default:
      return { base: {}, nested: () => [] };
  }
}

const short = (value: string) =>
  JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);

/** Every meta-character in every path parameter and query parameter (GET) or body field (POST). */
function fuzzCases(route: Route, s: Samples): Case[] {
  const judge = (a: Answer) => sane(a, route.success);
  const cases: Case[] = [];
  if (route.method === 'GET') {
    const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    for (const value of NASTY) {
      const encoded = encodeURIComponent(value);
      for (const param of params) {
        const target = fill(route.path, s.values, [param, encoded]);
        cases.push({ label: `${param}=${short(value)}`, judge, request: () => send({ target }) });
      }
      for (const name of new Set([...route.query, 'q'])) {
        const target = `${fill(route.path, s.values)}?${name}=${encoded}`;
        cases.push({ label: `?${name}=${short(value)}`, judge, request: () => send({ target }) });
      }
    }
    return cases;
  }
  const { base, nested } = bodies(route.path, s);
  const fields = new Set([...route.bodyFields, ...Object.keys(base)]);
  // Each cart save counts against the quota: no 100,000-character variant there.
  const values = route.path === '/api/carts' ? NASTY : NASTY_BODY_VALUES;
  for (const value of values) {
    for (const body of [...[...fields].map((f) => ({ ...base, [f]: value })), ...nested(value)]) {
      const label = `body ${short(JSON.stringify(body))}`;
      const headers = xsrf(s.token);
      cases.push({
        label,
        judge,
        request: () => send({ method: 'POST', target: route.path, headers, body }),
      });
    }
  }
  return cases;
}

// ---- the checks -----------------------------------------------------------------------------------

const get = (target: string, headers?: Record<string, string>) => send({ target, headers });

/** A body announced longer than sent, or headers never finished: the server must hang up in time. */
function slowClients(s: Samples): Promise<void>[] {
  const body = formatRequest({
    method: 'POST',
    target: '/api/carts',
    host: shop.host,
    headers: { ...xsrf(s.token), 'Content-Type': 'application/json', 'Content-Length': '1000' },
  });
  const bodyBound = REQUEST_TIMEOUT_MS + SLACK_MS;
  const headersBound = HEADERS_TIMEOUT_MS + SLACK_MS;
  return [
    check(`a body that never finishes is answered and closed within ${bodyBound} ms`, async () => {
      const a = await exchange(socket, `${body}{"articles":`, bodyBound + 5000);
      if (!a.closed || a.ms > bodyBound) return `still open after ${a.ms} ms`;
      return a.status === 0 ? null : expectError(a, 408, 'request_timeout');
    }),
    check(`headers that never finish are closed within ${headersBound} ms`, async () => {
      const a = await exchange(
        socket,
        `GET /api/car-groups HTTP/1.1\r\nHost: ${shop.host}\r\n`,
        headersBound + 5000,
      );
      if (!a.closed || a.ms > headersBound) return `still open after ${a.ms} ms`;
      return a.status === 0 ? null : expectError(a, 408, 'request_timeout');
    }),
  ];
}

async function xsrfChecks(s: Samples, posts: Route[]): Promise<void> {
  const absolute = `${shop.protocol}//${shop.host}/api/carts`;
  const body = bodies('/api/carts', s).base;
  await check(
    'XSRF: an absolute-form target (POST http://host/api/carts) without a token is 403',
    async () => expectError(await send({ method: 'POST', target: absolute, body }), 403, 'xsrf'),
  );
  await check('XSRF: an absolute-form cross-site POST with a valid token is 403', async () => {
    const headers = { ...xsrf(s.token), 'Sec-Fetch-Site': 'cross-site' };
    return expectError(
      await send({ method: 'POST', target: absolute, headers, body }),
      403,
      'xsrf',
    );
  });
  const forged = 'planted.by-a-sibling-host';
  const variants: [string, Record<string, string>][] = [
    ['no cookie, no header', {}],
    ['cookie without header', { Cookie: `${XSRF_COOKIE}=${s.token}` }],
    ['header without cookie', { [XSRF_HEADER]: s.token }],
    ['header not matching the cookie', { ...xsrf(s.token), [XSRF_HEADER]: `${s.token}x` }],
    ['a forged token in both', xsrf(forged)],
    [
      'a valid token but Sec-Fetch-Site: cross-site',
      { ...xsrf(s.token), 'Sec-Fetch-Site': 'cross-site' },
    ],
  ];
  for (const route of posts.filter((r) => r.callback)) {
    await check(`callback: POST ${route.path} without the provider's proof is 400`, () =>
      firstFailure(
        variants.map(([label, headers]) => ({
          label,
          request: () => send({ method: 'POST', target: route.path, headers, body: {} }),
          judge: (a) => expectError(a, 400, 'invalid_request'),
        })),
      ),
    );
  }
  for (const route of posts.filter((r) => !r.callback)) {
    await check(`XSRF: POST ${route.path} refuses a missing or forged token`, () =>
      firstFailure(
        variants.map(([label, headers]) => ({
          label,
          request: () =>
            send({ method: 'POST', target: route.path, headers, body: bodies(route.path, s).base }),
          judge: (a) => expectError(a, 403, 'xsrf'),
        })),
      ),
    );
  }
}

async function drawingChecks(s: Samples): Promise<void> {
  const { classic, modern } = s.drawings;
  const classicAnswer = await get(`/public/diagrams/${classic}.svg`);
  const demo = classicAnswer.status === 200;
  await check("a classic car's drawing is served as SVG", async () =>
    demo
      ? sane(classicAnswer, /^image\/svg/)
      : new Skip(`not the demo catalog (${show(classicAnswer)})`),
  );
  await check("a modern car's drawing and thumbnail are 403 to an anonymous caller", async () => {
    if (!demo) return new Skip('not the demo catalog');
    return firstFailure(
      [
        `/public/diagrams/${modern}.svg`,
        thumbnailPath(modern) ?? '',
        `/public/./diagrams/${modern}.svg`,
        `/public/diagrams/thumbs/x/../../${modern}.svg`,
      ].map((target) => ({
        label: target,
        request: () => get(target),
        judge: (a) => (a.status === 200 ? `served: ${show(a)}` : sane(a)),
      })),
    );
  });
  await check('files whose names start with a dot are not served', () =>
    firstFailure(
      [
        `/public/${DEMO_ASSETS_MARKER}`,
        `/public/%2e${DEMO_ASSETS_MARKER.slice(1)}`,
        '/public/.env',
        '/public/.git/config',
        '/.env',
        '/.git/config',
      ].map((target) => ({
        label: target,
        request: () => get(target),
        judge: (a) => expectError(a, 404, 'not_found'),
      })),
    ),
  );
}

async function refusedBeforeTheApp(): Promise<void> {
  const raw = (text: string) => () => exchange(socket, text);
  const cases: [string, () => Promise<Answer>, number, string][] = [
    ['a 20 KB URL is 431', () => get(`/api/car/${'a'.repeat(20_000)}`), 431, 'headers_too_large'],
    [
      'a 20 KB header is 431',
      () => get('/api/car-groups', { 'X-Big': 'b'.repeat(20_000) }),
      431,
      'headers_too_large',
    ],
    [
      'a control byte in the path is 400',
      raw(`GET /api/car/a\u0001b HTTP/1.1\r\nHost: ${shop.host}\r\n\r\n`),
      400,
      'invalid_request',
    ],
    [
      'an unknown method is 400',
      () => send({ method: 'BREW', target: '/api/car-groups' }),
      400,
      'invalid_request',
    ],
    [
      'a missing Host header is 400',
      () => send({ target: '/api/car-groups', host: null }),
      400,
      'invalid_request',
    ],
  ];
  for (const [name, request, status, code] of cases) {
    await check(`${name} JSON with Connection: close`, async () => {
      const a = await request();
      const failure = expectError(a, status, code);
      if (failure !== null) return failure;
      return a.headers.connection === 'close'
        ? null
        : `Connection: ${a.headers.connection ?? 'absent'}`;
    });
  }
}

async function consoleChecks(): Promise<void> {
  const spellings = [
    '/admin',
    '/ADMIN',
    '//admin',
    '/%61dmin',
    '/./admin',
    '/x/../admin',
    '/Admin/orders',
    '/%2561dmin',
  ];
  // The shop's app at /admin would leave for /admin again (SPEC §2): the console's own page or a 404.
  const consolePage = (a: Answer) =>
    a.status === 200 &&
    HTML.test(a.headers['content-type'] ?? '') &&
    a.body.includes('id="console"') &&
    !a.body.includes('id="root"')
      ? null
      : `not the console's page: ${show(a)}`;
  await check("every spelling of /admin is the console's page or 404 JSON, never the shop", () =>
    firstFailure(
      [...spellings.map((path) => () => get(path)), () => get(`http://${shop.host}/ADMIN`)].map(
        (request, n) => ({
          label: spellings[n] ?? 'absolute-form /ADMIN',
          request,
          judge: (a) => (a.status === 404 ? expectError(a, 404, 'not_found') : consolePage(a)),
        }),
      ),
    ),
  );
}

async function forgedHost(s: Samples): Promise<void> {
  const evil = 'evil.example.test';
  await check('a forged Host or X-Forwarded-Host never appears in an item page', async () => {
    const page = `/item/${s.itemId}`;
    const honest = await get(page);
    if (honest.status !== 200 || !HTML.test(honest.headers['content-type'] ?? '')) {
      return new Skip(`the web app is not built (${show(honest)})`);
    }
    return firstFailure(
      [
        { host: evil },
        { host: shop.host, headers: { 'X-Forwarded-Host': evil, 'X-Forwarded-Proto': 'gopher' } },
      ].map((parts) => ({
        label: JSON.stringify(parts),
        request: () => send({ target: page, ...parts }),
        judge: (a) =>
          sane(a, HTML) ??
          (a.body.includes(evil) || a.body.includes('gopher:') ? 'reflected' : null),
      })),
    );
  });
}

async function oversized(s: Samples): Promise<void> {
  const post = (target: string, body: string, waitMs?: number) =>
    send({ method: 'POST', target, headers: xsrf(s.token), body }, waitMs);
  await check('a 2 MB body is 413 JSON', async () =>
    expectError(
      await post('/api/items/search', JSON.stringify({ q: 'b'.repeat(2_000_000) })),
      413,
      'payload_too_large',
    ),
  );
  await check('JSON nested 100,000 deep is a 4xx, not a 500', async () =>
    sane(await post('/api/items/search', `{"q":${'['.repeat(100_000)}${']'.repeat(100_000)}}`)),
  );
  await check('30,000 ids in one /api/items call are answered', async () =>
    sane(
      await post(
        '/api/items',
        JSON.stringify({ items: Array.from({ length: 30_000 }, () => s.itemId) }),
        30_000,
      ),
    ),
  );
}

async function flood(s: Samples): Promise<void> {
  await check('saving carts in a flood meets 429 with Retry-After', async () => {
    const body = bodies('/api/carts', s).base;
    for (let n = 1; n <= FLOOD_CAP; n++) {
      const a = await send({ method: 'POST', target: '/api/carts', headers: xsrf(s.token), body });
      if (a.status === 429) {
        const failure = errorBody(a, 'too_many_requests');
        if (failure !== null) return failure;
        const retry = Number(a.headers['retry-after']);
        console.log(`      (429 after ${n - 1} saves; Retry-After ${a.headers['retry-after']})`);
        return retry > 0 ? null : `Retry-After ${a.headers['retry-after'] ?? 'absent'}`;
      }
      if (a.status !== 201) return `save ${n}: ${show(a)}`;
    }
    return `no 429 after ${FLOOD_CAP} saves`;
  });
}

async function main(): Promise<number> {
  console.log(`Security checks against ${shop.origin}`);
  let samples: Samples;
  let all: Route[];
  try {
    samples = await discover();
    all = await routes();
  } catch (error) {
    console.log(`FAIL  setup: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const slow = slowClients(samples);
  await xsrfChecks(
    samples,
    all.filter((r) => r.method === 'POST'),
  );
  // Before the fuzzing, which uses up the sign-up and reset quotas of this IP.
  // Before the account checks, whose timing check uses up this IP's failed logins.
  await loginBurstChecks();
  await accountChecks(samples.token);
  await privacyChecks();
  // Before the fuzzing and the floods: its refused orders count against this client's quota.
  await orderLineChecks();
  await drawingChecks(samples);
  await refusedBeforeTheApp();
  await consoleChecks();
  await forgedHost(samples);
  for (const route of all) {
    const cases = fuzzCases(route, samples);
    await check(`meta-characters in ${route.method} ${route.path} (${cases.length} requests)`, () =>
      firstFailure(cases),
    );
  }
  await oversized(samples);
  await Promise.all(slow);
  // After the fuzzing, whose orders count against the same per-client quota.
  await orderFloodChecks(samples.token, samples.itemId);
  await flood(samples);
  const total = tally.ok + tally.failed + tally.skipped;
  console.log(
    `Total: ${total} checks, ${tally.ok} ok, ${tally.failed} failed, ${tally.skipped} skipped`,
  );
  return tally.failed > 0 ? 1 : 0;
}

process.exitCode = await main();
