// What every security check shares: the shop under test (URL from the argument, else SHOP_URL, else
// http://127.0.0.1:3000), raw requests to it, the tally of checks and how answers are judged.
import { XSRF_COOKIE, XSRF_HEADER, isErrorCode } from '@shop/domain';
import { exchange, formatRequest } from './raw-http.js';
import type { Answer, RequestParts } from './raw-http.js';

export type { Answer } from './raw-http.js';

export const shop = new URL(process.argv[2] ?? process.env.SHOP_URL ?? 'http://127.0.0.1:3000');
export const socket = {
  host: shop.hostname.replace(/^\[|\]$/g, ''),
  port: Number(shop.port || 80),
};

export type Outcome = string | null | Skip;
export class Skip {
  constructor(readonly why: string) {}
}

export const tally = { ok: 0, failed: 0, skipped: 0 };

export async function check(name: string, run: () => Promise<Outcome>): Promise<void> {
  let outcome: Outcome;
  try {
    outcome = await run();
  } catch (error) {
    outcome = `threw ${error instanceof Error ? error.message : String(error)}`;
  }
  if (outcome === null) {
    tally.ok += 1;
    console.log(`ok    ${name}`);
  } else if (outcome instanceof Skip) {
    tally.skipped += 1;
    console.log(`skip  ${name}: ${outcome.why}`);
  } else {
    tally.failed += 1;
    console.log(`FAIL  ${name}: ${outcome}`);
  }
}

export function send(
  parts: Omit<RequestParts, 'host'> & { host?: string | null },
  waitMs?: number,
) {
  return exchange(socket, formatRequest({ host: shop.host, ...parts }), waitMs);
}

export function show(a: Answer): string {
  if (a.status === 0) return a.closed ? 'closed without an answer' : 'no answer';
  const type = (a.headers['content-type'] ?? 'no content-type').split(';')[0];
  return `${a.status} ${type} ${JSON.stringify(a.body.slice(0, 100))}`;
}

export const isJson = (a: Answer) => /^application\/json/.test(a.headers['content-type'] ?? '');

/** Null when `a` is a JSON {message, code} with a code of the contract (and `code` if given). */
export function errorBody(a: Answer, code?: string): string | null {
  if (!isJson(a)) return `not JSON: ${show(a)}`;
  let body: unknown;
  try {
    body = JSON.parse(a.body);
  } catch {
    return `invalid JSON: ${show(a)}`;
  }
  const { message, code: got } = (body ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message !== 'string' || !isErrorCode(got)) return `not {message, code}: ${show(a)}`;
  return code === undefined || got === code ? null : `code ${String(got)}, expected ${code}`;
}

export function expectError(a: Answer, status: number, code?: string): string | null {
  if (a.status !== status) return `${show(a)}, expected ${status}${code ? ` ${code}` : ''}`;
  return errorBody(a, code);
}

/** A 2xx of the expected type or a 4xx JSON error; never a 5xx, a dropped connection or a hang. */
export function sane(a: Answer, success: RegExp = /^application\/json/): string | null {
  if (a.status >= 200 && a.status < 300) {
    return success.test(a.headers['content-type'] ?? '') ? null : `unexpected 2xx: ${show(a)}`;
  }
  if (a.status >= 400 && a.status < 500) {
    // The SPA answers unknown pages with its own HTML and a 404.
    if (a.status === 404 && success.test(a.headers['content-type'] ?? '')) return null;
    return errorBody(a);
  }
  return show(a);
}
export interface Case {
  label: string;
  request: () => Promise<Answer>;
  judge: (a: Answer) => string | null;
}

/** Sends the cases in turn; the first failure, with the request that caused it. */
export async function firstFailure(cases: readonly Case[]): Promise<string | null> {
  for (const { label, request, judge } of cases) {
    const failure = judge(await request());
    if (failure !== null) return `${label}: ${failure}`;
  }
  return null;
}

export async function getJson<T>(path: string): Promise<T> {
  const a = await send({ target: path });
  if (a.status !== 200) throw new Error(`GET ${path}: ${show(a)}`);
  return JSON.parse(a.body) as T;
}

export function xsrf(token: string): Record<string, string> {
  return { Cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token };
}
