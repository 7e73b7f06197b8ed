// The one HTTP client of the web app: same-origin cookies, the XSRF header, the bearer token, JSON errors.
import { STORAGE_KEYS } from '@shop/domain';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** A failed API call: the HTTP status (0 for a network failure) and the server's error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
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

async function errorFrom(response: Response): Promise<ApiError> {
  let message = response.statusText || `HTTP ${response.status}`;
  let code = 'http_error';
  try {
    const body: unknown = await response.json();
    if (isRecord(body)) {
      if (typeof body.message === 'string' && body.message) message = body.message;
      if (typeof body.code === 'string' && body.code) code = body.code;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): keep the status text.
  }
  return new ApiError(response.status, code, message);
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(path.startsWith('/') ? path : `/${path}`, {
      method,
      credentials: 'same-origin',
      headers: headersFor(hasBody),
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    // A cancelled request stays an AbortError, so TanStack Query and callers can tell it apart.
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', 'Network Error');
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  // The caller names the type of the answer; the server's contract (packages/domain/api.ts) backs it.
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET a JSON resource, e.g. apiGet<CarGroup[]>('/api/car-groups'). */
export function apiGet<T>(path: string, init?: { signal?: AbortSignal }): Promise<T> {
  return request<T>('GET', path, undefined, init?.signal);
}

/** POST a JSON body and read the JSON answer. */
export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return request<T>('POST', path, body);
}
