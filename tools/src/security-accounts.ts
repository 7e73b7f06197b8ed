// The account checks of `check:security`: sign-up and logout for real, no answer that tells whether
// an address has an account (by message, status or time), failed logins capped, tokens only in the
// header for changes, and no secret in any answer.
import { randomBytes } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import { Skip, check, expectError, shop } from './security-kit.js';

const PASSWORD = 'Grenljus-Vasteras-1962';
const TIMED_LOGINS = 200;
const TIMING_LIMIT_MS = 5;
const LOCKOUT_PROBE = 30;

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: () => unknown;
}

let xsrfToken = '';

async function call(
  method: string,
  path: string,
  {
    body,
    token,
    xsrf = true,
    cookie = '',
  }: { body?: unknown; token?: string; xsrf?: boolean; cookie?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const cookies = [xsrf ? `${XSRF_COOKIE}=${xsrfToken}` : '', cookie].filter(Boolean).join('; ');
  if (cookies) headers.cookie = cookies;
  if (xsrf) headers[XSRF_HEADER] = xsrfToken;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(new URL(path, shop), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

/** A fresh address nobody has used. */
const newAddress = (label: string) =>
  `check-${label}-${randomBytes(6).toString('hex')}@example.com`;

async function register(email: string): Promise<{ reply: Reply; token: string }> {
  const reply = await call('POST', '/api/user/create', {
    body: { name: 'Security Check', email, password: PASSWORD },
  });
  const token = reply.status === 201 ? String((reply.json() as { token: string }).token) : '';
  return { reply, token };
}

/** The answer as a status and body with the volatile parts (tokens) blanked. */
const shape = (r: Reply) => `${r.status} ${r.text.replace(/"token":"[^"]*"/, '"token":"…"')}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function timedLogin(
  email: string,
  password: string,
): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const reply = await call('POST', '/api/user/login', { body: { email, password } });
  return { ms: performance.now() - started, status: reply.status };
}

export async function accountChecks(token: string): Promise<void> {
  xsrfToken = token;
  const owner = newAddress('owner');
  let ownerToken = '';

  await check('sign-up answers a token; the current user, then logout revokes it', async () => {
    const { reply, token: t } = await register(owner);
    if (reply.status !== 201 || !t) return `sign-up: ${reply.status} ${reply.text.slice(0, 100)}`;
    ownerToken = t;
    const me = await call('GET', '/api/user', { token: t });
    if (me.status !== 200) return `current user: ${me.status}`;
    const out = await call('POST', '/api/user/logout', { token: t });
    if (out.status !== 204) return `logout: ${out.status}`;
    const after = await call('GET', '/api/user', { token: t });
    return after.status === 401 ? null : `a revoked token still answers ${after.status}`;
  });

  await check('no answer carries the password or a hash', async () => {
    const login = await call('POST', '/api/user/login', {
      body: { email: owner, password: PASSWORD },
    });
    ownerToken = String((login.json() as { token?: string }).token ?? '');
    const bodies = [
      login,
      await call('GET', '/api/user', { token: ownerToken }),
      await call('GET', '/api/user/sessions', { token: ownerToken }),
    ];
    const leak = bodies.find(
      (b) => b.text.includes(PASSWORD) || /argon2|token_hash|password_hash/.test(b.text),
    );
    return leak ? `leaked in ${leak.text.slice(0, 100)}` : null;
  });

  await check('a wrong password and an unknown address get the same answer', async () => {
    const known = await call('POST', '/api/user/login', {
      body: { email: owner, password: 'Wrong-Password-1' },
    });
    const unknown = await call('POST', '/api/user/login', {
      body: { email: newAddress('nobody'), password: 'Wrong-Password-1' },
    });
    if (shape(known) !== shape(unknown)) return `${shape(known)} vs ${shape(unknown)}`;
    return expectError(
      {
        status: known.status,
        headers: Object.fromEntries(known.headers),
        body: known.text,
        closed: true,
        ms: 0,
      },
      401,
      'invalid_credentials',
    );
  });

  await check('signing up with a taken address answers as for a new one', async () => {
    const again = await register(owner);
    const fresh = await register(newAddress('fresh'));
    const blank = (r: Reply) => shape(r).replace(/"email":"[^"]*"/, '"email":"…"');
    if (blank(again.reply) !== blank(fresh.reply))
      return `${shape(again.reply)} vs ${shape(fresh.reply)}`;
    const theirs = await call('GET', '/api/user', { token: again.token });
    const sessions = await call('GET', '/api/user/sessions', { token: ownerToken });
    const count = ((sessions.json() as { sessions?: unknown[] }).sessions ?? []).length;
    // The second sign-up is an account of its own: the owner's sessions are unchanged.
    return theirs.status === 200 && count === 1 ? null : `owner has ${count} sessions`;
  });

  await check('a forgotten password gets the same answer for any address', async () => {
    const known = await call('POST', '/api/user/password/forgot', { body: { email: owner } });
    const unknown = await call('POST', '/api/user/password/forgot', {
      body: { email: newAddress('nobody') },
    });
    if (known.status === 429) return new Skip('the reset quota of this IP is used up');
    return shape(known) === shape(unknown) && known.status === 202
      ? null
      : `${shape(known)} vs ${shape(unknown)}`;
  });

  await check('XSRF: changes by a logged-in caller without the header are 403', async () => {
    for (const [method, path, body] of [
      ['DELETE', '/api/user/sessions', undefined],
      ['PUT', '/api/user/cart', { cart: {} }],
      ['POST', '/api/user/profile', { name: 'Security Check' }],
      ['DELETE', '/api/user/addresses/x', undefined],
    ] as const) {
      const reply = await call(method, path, { body, token: ownerToken, xsrf: false });
      if (reply.status !== 403) return `${method} ${path}: ${reply.status}`;
    }
    return null;
  });

  await check('the token cookie never authorises a change', async () => {
    const reply = await call('POST', '/api/user/logout', { cookie: `token=${ownerToken}` });
    return reply.status === 401 ? null : `logout by cookie: ${reply.status}`;
  });

  await check('failed logins for one address meet 429 with Retry-After', async () => {
    const email = newAddress('locked');
    for (let n = 1; n <= LOCKOUT_PROBE; n++) {
      const reply = await call('POST', '/api/user/login', {
        body: { email, password: `Wrong-${n}-x` },
      });
      if (reply.status === 429) {
        console.log(
          `      (429 after ${n - 1} failures; Retry-After ${reply.headers.get('retry-after')})`,
        );
        return Number(reply.headers.get('retry-after')) > 0 ? null : 'no Retry-After';
      }
      if (reply.status !== 401) return `attempt ${n}: ${reply.status}`;
    }
    return `no 429 after ${LOCKOUT_PROBE} failures`;
  });

  await check(
    `login timing: the median of ${TIMED_LOGINS} unknown addresses is within ${TIMING_LIMIT_MS} ms of a known one's`,
    async () => {
      const unknown: number[] = [];
      const known: number[] = [];
      for (let n = 0; n < TIMED_LOGINS; n++) {
        // A success now and then clears the address's failures, so its cap never answers instead.
        if (n % 5 === 4) await timedLogin(owner, PASSWORD);
        const a = await timedLogin(newAddress('timing'), 'Wrong-Password-1');
        const b = await timedLogin(owner, 'Wrong-Password-1');
        if (a.status === 429 || b.status === 429)
          return new Skip(
            'the server capped this IP’s failed logins (start it with a higher LOGIN_IP_FAILURES_MAX)',
          );
        unknown.push(a.ms);
        known.push(b.ms);
      }
      const [u, k] = [median(unknown), median(known)];
      console.log(
        `      (median unknown ${u.toFixed(2)} ms, known ${k.toFixed(2)} ms, difference ${Math.abs(u - k).toFixed(2)} ms)`,
      );
      return Math.abs(u - k) <= TIMING_LIMIT_MS
        ? null
        : `differ by ${Math.abs(u - k).toFixed(2)} ms`;
    },
  );
}
