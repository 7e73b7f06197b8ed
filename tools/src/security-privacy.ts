// The privacy checks of `check:security`: personal answers (the account, orders, payments, login)
// carry Cache-Control: no-store while the catalog's do not, and an answer sent before a slow body
// has arrived closes the connection instead of leaving it open for a second, unrequested 408.
import { randomBytes, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import { Skip, check, send, shop, show, socket } from './security-kit.js';

const PASSWORD = 'Tandstift-Fordelare-1974';
/** How long the server may take to end a connection it answered early: far less than its timeout. */
const CLOSE_DEADLINE_MS = 10_000;

let xsrfToken = '';

interface Reply {
  status: number;
  cacheControl: string;
  text: string;
}

async function call(
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    cookie: `${XSRF_COOKIE}=${xsrfToken}`,
    [XSRF_HEADER]: xsrfToken,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(new URL(path, shop), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control') ?? '',
    text: await response.text(),
  };
}

const noStore = (r: Reply) => /(^|,)\s*no-store\s*(,|$)/i.test(r.cacheControl);

/** The first of `calls` whose answer is not no-store (or is a 5xx), as a failure text. */
async function firstStorable(calls: [string, () => Promise<Reply>][]): Promise<string | null> {
  for (const [label, run] of calls) {
    const reply = await run();
    if (reply.status >= 500) return `${label}: ${reply.status} ${reply.text.slice(0, 100)}`;
    if (!noStore(reply))
      return `${label}: ${reply.status} with Cache-Control "${reply.cacheControl}"`;
  }
  return null;
}

interface RawExchange {
  text: string;
  closed: boolean;
  ms: number;
}

/** Writes `bytes` and keeps the socket open as a slow client does, reading until the server ends it. */
function slowExchange(bytes: string, waitMs: number): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const connection = connect(socket.port, socket.host, () => connection.write(bytes, 'latin1'));
    let settled = false;
    const settle = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      connection.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => settle(false), waitMs);
    connection.on('data', (chunk: Buffer) => chunks.push(chunk));
    connection.on('close', () => settle(true));
    connection.on('error', () => settle(true));
  });
}

/** A keep-alive POST (no Connection header) that announces `length` bytes and sends `body`. */
function slowPost(headers: Record<string, string>, length: number, body: string): string {
  const all = {
    Host: shop.host,
    'Content-Type': 'application/json',
    'Content-Length': String(length),
    ...headers,
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  return `POST /api/carts HTTP/1.1\r\n${lines.join('')}\r\n${body}`;
}

/** Null when the exchange holds exactly one answer of `status`, marked Connection: close, then the end. */
function oneAnswerThenClose(a: RawExchange, status: number): string | null {
  const answers = a.text.match(/HTTP\/1\.[01] \d{3}/g) ?? [];
  if (answers.length === 0) return a.closed ? 'closed without an answer' : 'no answer';
  if (answers.length > 1) return `${answers.length} answers on one request: ${answers.join(', ')}`;
  if (answers[0] !== `HTTP/1.1 ${status}`) return `${answers[0]}, expected ${status}`;
  const head = a.text.slice(0, a.text.indexOf('\r\n\r\n'));
  if (!/\r\nconnection:\s*close\r?$/im.test(head)) return 'no Connection: close on the answer';
  return a.closed ? null : `the connection was still open ${a.ms} ms after the answer`;
}

export async function privacyChecks(): Promise<void> {
  const first = await send({ target: '/api/item-groups' });
  xsrfToken =
    new RegExp(`${XSRF_COOKIE}=([^;,\\s]+)`).exec(first.headers['set-cookie'] ?? '')?.[1] ?? '';
  if (!xsrfToken) {
    await check('privacy checks', async () => `no ${XSRF_COOKIE} cookie: ${show(first)}`);
    return;
  }

  await check('anonymous personal answers (orders, payments, login) are no-store', () =>
    firstStorable([
      ['GET /api/user', () => call('GET', '/api/user')],
      ['GET /api/orders/:number?key', () => call('GET', '/api/orders/100000?key=wrong')],
      ['GET /api/swish/request/:id', () => call('GET', `/api/swish/request/${randomUUID()}`)],
      ['GET /api/payments/checkout/:ref', () => call('GET', '/api/payments/checkout/unknown')],
      ['POST /api/swish/request', () => call('POST', '/api/swish/request', { body: {} })],
      [
        'POST /api/legacy/order/create',
        () => call('POST', '/api/legacy/order/create', { body: {} }),
      ],
      [
        'POST /api/user/login',
        () =>
          call('POST', '/api/user/login', {
            body: { email: 'nobody@example.com', password: 'Wrong-Password-1' },
          }),
      ],
    ]),
  );

  await check("an account's own answers are no-store", async () => {
    const email = `check-privacy-${randomBytes(6).toString('hex')}@example.com`;
    const signUp = await call('POST', '/api/user/create', {
      body: { name: 'Privacy Check', email, password: PASSWORD },
    });
    if (signUp.status === 429) return new Skip('the sign-up quota of this IP is used up');
    if (signUp.status !== 201) return `sign-up: ${signUp.status} ${signUp.text.slice(0, 100)}`;
    if (!noStore(signUp)) return `sign-up: Cache-Control "${signUp.cacheControl}"`;
    const token = String((JSON.parse(signUp.text) as { token?: string }).token ?? '');
    const own = (path: string): [string, () => Promise<Reply>] => [
      `GET ${path}`,
      () => call('GET', path, { token }),
    ];
    return firstStorable(
      [
        '/api/user',
        '/api/user/sessions',
        '/api/user/orders',
        '/api/user/addresses',
        '/api/user/cart',
      ].map(own),
    );
  });

  await check('catalog answers are not no-store', async () => {
    for (const path of ['/api/item-groups', '/api/car-groups', '/api/currencies']) {
      const reply = await call('GET', path);
      if (reply.status !== 200) return `${path}: ${reply.status}`;
      if (noStore(reply)) return `${path}: Cache-Control "${reply.cacheControl}"`;
    }
    return null;
  });

  await check(
    'a 403 before a slow body has arrived ends the connection (no second 408)',
    async () =>
      oneAnswerThenClose(
        await slowExchange(slowPost({}, 1000, '{"articles":'), CLOSE_DEADLINE_MS),
        403,
      ),
  );

  await check('a 413 for a body over the limit ends the connection at once', async () => {
    const headers = { Cookie: `${XSRF_COOKIE}=${xsrfToken}`, [XSRF_HEADER]: xsrfToken };
    const bytes = slowPost(headers, 50_000_000, '{"articles":[');
    return oneAnswerThenClose(await slowExchange(bytes, CLOSE_DEADLINE_MS), 413);
  });
}
