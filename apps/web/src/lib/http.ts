// The one HTTP client of the web app: same-origin cookies, the XSRF header, the bearer token, JSON
// errors. Calls are the typed ones of lib/api-calls.ts, so each answer has its path's type.
import { pageTranslator } from './translate/translator';
import {
  ORDER_OWNER_HEADER,
  STORAGE_KEYS,
  XSRF_COOKIE,
  XSRF_HEADER,
  isErrorCode,
  orderLineProblemsOf,
} from '@shop/domain';
import type { ErrorCode, OrderLineProblem } from '@shop/domain';
import type { ApiCall, DeleteCall, GetCall, PostCall, PutCall } from './api-calls';
import { heldOrderOwnerProof } from './order-owner';
import { requestScope } from './request-scope';

/**
 * A failed API call: the HTTP status (0 for a network failure) and the server's error code
 * (undefined when the answer carried none of the codes of the HTTP contract, e.g. a proxy's page).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** False when an answer came without a message of its own (the status text stands in). */
  readonly explained: boolean;
  /** The order lines the server refused, each by its item id (none for other errors). */
  readonly lines: readonly OrderLineProblem[];

  constructor(
    status: number,
    code: ErrorCode | undefined,
    message: string,
    explained = true,
    lines: readonly OrderLineProblem[] = [],
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.explained = explained;
    this.lines = lines;
  }
}

/**
 * True for an answer saying the token is missing, unknown, expired or revoked: log in again. A 401
 * about a wrong password (invalid_credentials, wrong_password) is not one.
 */
export function isLoginRequired(error: unknown): error is HttpError {
  if (!(error instanceof HttpError)) return false;
  if (error.code === 'login_required') return true;
  return error.status === 401 && (error.code === undefined || error.code === 'unauthorized');
}

/** True for a 404 answer: what was asked for does not exist (a missing car stays missing). */
export function isNotFound(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status === 404;
}

/** The value of one cookie of document.cookie, decoded, or null. */
export function readCookie(name: string): string | null {
  const scope = requestScope();
  if (scope) return scope.cookies[name] ?? null;
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
  if (typeof window === 'undefined') return null;
  try {
    return localStorage.getItem(STORAGE_KEYS.token) || null;
  } catch {
    return null;
  }
}

/** The page's language, so the server words its messages in it (none before its strings load). */
function pageLanguage(): string | null {
  const scope = requestScope();
  if (scope) return scope.language;
  return pageTranslator.loaded ? pageTranslator.language : null;
}

function headersFor(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const language = pageLanguage();
  if (language) headers.set('Accept-Language', language);
  if (hasBody) headers.set('Content-Type', 'application/json');
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const owner = heldOrderOwnerProof();
  if (owner) headers.set(ORDER_OWNER_HEADER, owner);
  return headers;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** The error an unsuccessful answer stands for: its JSON message and code when it has them. */
export async function errorFrom(response: Response): Promise<HttpError> {
  let message = response.statusText || `HTTP ${response.status}`;
  let code: ErrorCode | undefined;
  let explained = false;
  let lines: OrderLineProblem[] = [];
  try {
    const body: unknown = await response.json();
    lines = orderLineProblemsOf(body);
    if (isRecord(body)) {
      if (typeof body.message === 'string' && body.message) {
        message = body.message;
        explained = true;
      }
      if (isErrorCode(body.code)) code = body.code;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): keep the status text.
  }
  return new HttpError(response.status, code, message, explained, lines);
}

/** A call's own options: the caller's cancel signal and a time limit in ms (none by default, SPEC §9). */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The error of a call that ran past its time limit, worded as SPEC §8 lists it. */
export const timeoutMessage = (ms: number) => `timeout of ${ms}ms exceeded`;
export const NETWORK_ERROR = 'Network Error';

/** True when the request never got an answer (offline, dropped), not for a time limit. */
export function isNetworkError(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status === 0 && error.message === NETWORK_ERROR;
}

/** A signal that aborts with the caller's, or after `timeoutMs`; `timedOut` tells which. */
function limitSignal({ signal, timeoutMs }: CallOptions) {
  if (timeoutMs === undefined) return { signal, timedOut: () => false, done: () => undefined };
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

async function request<Answer>(
  call: ApiCall<Answer>,
  body: unknown,
  options: CallOptions = {},
): Promise<Answer> {
  const hasBody = body !== undefined;
  const limit = limitSignal(options);
  try {
    const scope = requestScope();
    const send = scope ? scope.fetch : fetch;
    const response = await send(call.path.startsWith('/') ? call.path : `/${call.path}`, {
      method: call.method,
      credentials: 'same-origin',
      headers: headersFor(hasBody),
      body: hasBody ? JSON.stringify(body) : undefined,
      signal: limit.signal,
    });
    if (!response.ok) throw await errorFrom(response);
    const text = response.status === 204 ? '' : await response.text();
    // The one place an answer gets its type: the call's, which the server's contract backs.
    return (text ? JSON.parse(text) : undefined) as Answer;
  } catch (error) {
    if (error instanceof HttpError || error instanceof SyntaxError) throw error;
    if (limit.timedOut()) throw new HttpError(0, undefined, timeoutMessage(options.timeoutMs!));
    // A cancelled request stays an AbortError, so TanStack Query and callers can tell it apart.
    if (options.signal?.aborted) throw error;
    throw new HttpError(0, undefined, NETWORK_ERROR);
  } finally {
    limit.done();
  }
}

/** GET a JSON resource, e.g. apiGet(api.carGroups). */
export function apiGet<Answer>(call: GetCall<Answer>, init?: CallOptions): Promise<Answer> {
  return request(call, undefined, init);
}

/** POST a JSON body and read the JSON answer, e.g. apiPost(api.priceCart, { cart }). */
export function apiPost<Body, Answer>(
  call: PostCall<Body, Answer>,
  body: Body,
  init?: CallOptions,
): Promise<Answer> {
  return request(call, body, init);
}

/** PUT a JSON body and read the JSON answer, e.g. apiPut(api.accountCart, { cart }). */
export function apiPut<Body, Answer>(
  call: PutCall<Body, Answer>,
  body: Body,
  init?: CallOptions,
): Promise<Answer> {
  return request(call, body, init);
}

/** DELETE a resource; the answer (usually 204, no body) is read like any other. */
export function apiDelete<Answer = void>(
  call: DeleteCall<Answer>,
  init?: CallOptions,
): Promise<Answer> {
  return request(call, undefined, init);
}
