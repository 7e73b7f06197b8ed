// The console's HTTP calls: same-origin JSON with the XSRF header and the tab's staff token (never the
// shop's). An answer saying the token is no longer good ends the session, which shows the sign-in.
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import { HttpError, errorFrom, isLoginRequired, readCookie } from '../../lib/http';
import { staffSession } from './staff-session';

export const NETWORK_ERROR = 'Network Error';

/** The headers of every console call; `contentType` names the body's type, if it has one. */
export function consoleHeaders(contentType?: string): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // The server words its messages in the page's language.
  headers.set('Accept-Language', document.documentElement.lang || 'en');
  if (contentType) headers.set('Content-Type', contentType);
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  const token = staffSession.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

export interface ConsoleRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

export async function consoleRequest<Answer>({
  method,
  path,
  body,
  signal,
}: ConsoleRequest): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: consoleHeaders(body === undefined ? undefined : 'application/json'),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new HttpError(0, undefined, NETWORK_ERROR);
  }
  if (!response.ok) throw await refusalOf(response);
  const text = response.status === 204 ? '' : await response.text();
  return (text ? JSON.parse(text) : undefined) as Answer;
}

/** The error of an unsuccessful answer; one saying the token is no longer good ends the session. */
export async function refusalOf(response: Response): Promise<HttpError> {
  const error = await errorFrom(response);
  if (isLoginRequired(error)) staffSession.end('expired');
  return error;
}

/** Network and server failures are tried twice more; a 4xx answer is final. */
export function retryFailure(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export { HttpError, isLoginRequired };
