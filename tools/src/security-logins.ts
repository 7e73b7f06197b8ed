// The login checks of `check:security` that need a burst: BURST wrong passwords at one address sent
// at once must meet 429 with Retry-After after the address's quota (LOGIN_FAILURES_MAX, read from
// this process's environment as the server reads its own; default 10), never all be answered; and
// weak new passwords (too short, blank, one character repeated, common) are refused with 400 and
// the reason, at sign-up and at a change. The return path after login is the web's (not checked).
import { randomBytes } from 'node:crypto';
import { XSRF_COOKIE } from '@shop/domain';
import { Skip, check, errorBody, send, show, xsrf } from './security-kit.js';
import type { Answer } from './security-kit.js';

const BURST = 40;
const LOGIN_FAILURES_MAX = Number(process.env.LOGIN_FAILURES_MAX ?? 10);
const PASSWORD = 'Knastrande-Kardan-1974';
/** Each with the code the shop must refuse it with. */
const WEAK_PASSWORDS = [
  ['abc', 'weak_password'],
  ['     ', 'weak_password'],
  ['\t \u00a0 \u3000 ', 'weak_password'],
  ['aaaaa', 'weak_password'],
  ['ZZZZzzzz', 'weak_password'],
  ['password', 'common_password'],
  ['Qwerty123', 'common_password'],
] as const;

const newAddress = (label: string) =>
  `check-${label}-${randomBytes(6).toString('hex')}@example.com`;

async function xsrfToken(): Promise<string> {
  const first = await send({ target: '/api/item-groups' });
  const token = new RegExp(`${XSRF_COOKIE}=([^;,\\s]+)`).exec(
    first.headers['set-cookie'] ?? '',
  )?.[1];
  if (!token) throw new Error(`no ${XSRF_COOKIE} cookie: ${show(first)}`);
  return token;
}

function post(token: string, target: string, body: object, bearer?: string): Promise<Answer> {
  const headers = { ...xsrf(token), ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) };
  return send({ method: 'POST', target, headers, body });
}

/** Null when `a` is the lockout: 429 too_many_requests with Retry-After in whole seconds. */
function lockout(a: Answer): string | null {
  if (a.status !== 429) return show(a);
  const failure = errorBody(a, 'too_many_requests');
  if (failure !== null) return failure;
  const retry = a.headers['retry-after'];
  return /^[1-9][0-9]*$/.test(retry ?? '') ? null : `Retry-After ${retry ?? 'absent'}`;
}

/** Null when `a` refuses a weak password: 400 with `code` and a message that is not the password. */
function refusedWeak(a: Answer, code: string, password: string): string | null {
  if (a.status !== 400) return `${JSON.stringify(password)}: ${show(a)}, expected 400 ${code}`;
  const failure = errorBody(a, code);
  if (failure !== null) return `${JSON.stringify(password)}: ${failure}`;
  return a.body.includes(JSON.stringify(password)) ? 'the answer echoes the password' : null;
}

export async function loginBurstChecks(): Promise<void> {
  const token = await xsrfToken();

  await check(
    `${BURST} parallel wrong passwords at one address meet 429 after at most ${LOGIN_FAILURES_MAX}`,
    async () => {
      // An address counts whether or not it has an account, so a fresh one needs no sign-up.
      const email = newAddress('burst');
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, n) =>
          post(token, '/api/user/login', { email, password: `Wrong-${n}-Guess` }),
        ),
      );
      const wrong = answers.filter((a) => a.status === 401);
      const locked = answers.filter((a) => a.status === 429);
      const other = answers.find((a) => a.status !== 401 && a.status !== 429);
      if (other) return `unexpected ${show(other)}`;
      const failure = wrong.map((a) => errorBody(a, 'invalid_credentials')).find((f) => f);
      if (failure) return failure;
      console.log(`      (${wrong.length} answered 401, ${locked.length} refused with 429)`);
      if (wrong.length === 0)
        return new Skip('this IP was locked out before the burst (its failed logins are used up)');
      if (wrong.length > LOGIN_FAILURES_MAX)
        return `${wrong.length} guesses were checked, more than the quota of ${LOGIN_FAILURES_MAX}`;
      return locked.map(lockout).find((f) => f !== null) ?? null;
    },
  );

  await check('weak new passwords are refused with 400 and the reason at sign-up', async () => {
    for (const [password, code] of WEAK_PASSWORDS) {
      const a = await post(token, '/api/user/create', {
        name: 'Security Check',
        email: newAddress('weak'),
        password,
      });
      if (a.status === 429) return new Skip('the sign-up quota of this IP is used up');
      const failure = refusedWeak(a, code, password);
      if (failure !== null) return failure;
    }
    return null;
  });

  await check('weak new passwords are refused with 400 at a password change', async () => {
    const signUp = await post(token, '/api/user/create', {
      name: 'Security Check',
      email: newAddress('change'),
      password: PASSWORD,
    });
    if (signUp.status === 429) return new Skip('the sign-up quota of this IP is used up');
    if (signUp.status !== 201) return `sign-up: ${show(signUp)}`;
    const bearer = String((JSON.parse(signUp.body) as { token?: string }).token ?? '');
    for (const [password, code] of WEAK_PASSWORDS) {
      const a = await post(token, '/api/user/password', { current: PASSWORD, password }, bearer);
      const failure = refusedWeak(a, code, password);
      if (failure !== null) return failure;
    }
    return null;
  });
}
