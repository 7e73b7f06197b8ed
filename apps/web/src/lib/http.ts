// The one HTTP client of the web app: same-origin cookies, the XSRF header, the bearer token, JSON
// errors. Calls are the typed ones of lib/api-calls.ts, so each answer has its path's type.
import { STORAGE_KEYS, XSRF_COOKIE, XSRF_HEADER, isErrorCode } from '@shop/domain';
import type { ErrorCode } from '@shop/domain';
import type { GetCall, PostCall } from './api-calls';

/**
 * A failed API call: the HTTP status (0 for a network failure) and the server's error code
 * (undefined when the answer carried none of the codes of the HTTP contract, e.g. a proxy's page).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;

  constructor(status: number, code: ErrorCode | undefined, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
  }
}

/** True for a 404 answer: what was asked for does not exist (a missing car stays missing). */
export function isNotFound(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status === 404;
}

/** The value of one cookie of document.cookie, decoded, or null. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // a malformed escape: use the value as it stands
    }
  }
  return null;
}

/** The stored bearer token, or null (storage can be disabled, e.g. in private modes). */
export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token) || null;
  } catch {
    return null;
  }
}

function headersFor(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

async function errorFrom(response: Response): Promise<HttpError> {
  let message = response.statusText || `HTTP ${response.status}`;
  let code: ErrorCode | undefined;
  try {
    const body: unknown = await response.json();
    if (isRecord(body)) {
      if (typeof body.message === 'string' && body.message) message = body.message;
      if (isErrorCode(body.code)) code = body.code;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): keep the status text.
  }
  return new HttpError(response.status, code, message);
}

async function request<Answer>(
  call: GetCall<Answer> | PostCall<unknown, Answer>,
  body: unknown,
  signal?: AbortSignal,
): Promise<Answer> {
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(call.path.startsWith('/') ? call.path : `/${call.path}`, {
      method: call.method,
      credentials: 'same-origin',
      headers: headersFor(hasBody),
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    // A cancelled request stays an AbortError, so TanStack Query and callers can tell it apart.
    if (signal?.aborted) throw error;
    throw new HttpError(0, undefined, 'Network Error');
  }
  if (!response.ok) throw await errorFrom(response);
  const text = response.status === 204 ? '' : await response.text();
  // The one place an answer gets its type: the call's, which the server's contract backs.
  return (text ? JSON.parse(text) : undefined) as Answer;
}

/** GET a JSON resource, e.g. apiGet(api.carGroups). */
export function apiGet<Answer>(
  call: GetCall<Answer>,
  init?: { signal?: AbortSignal },
): Promise<Answer> {
  return request(call, undefined, init?.signal);
}

/** POST a JSON body and read the JSON answer, e.g. apiPost(api.priceCart, { cart }). */
export function apiPost<Body, Answer>(call: PostCall<Body, Answer>, body: Body): Promise<Answer> {
  return request(call, body);
}
