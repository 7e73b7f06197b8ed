// Errors services throw on purpose; the error plugin turns them into JSON {message, code}. The codes
// are the shared contract's (ERROR_CODES in @shop/domain), so the web can switch on them.
import type { ApiError, ErrorCode } from '@shop/domain';

/** What an error answer may add to its message and code (e.g. the order lines refused). */
export type ErrorDetails = Omit<ApiError, 'message' | 'code'>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function notFound(message: string): HttpError {
  return new HttpError(404, 'not_found', message);
}

export function forbidden(message: string, code: ErrorCode = 'forbidden'): HttpError {
  return new HttpError(403, code, message);
}

export function badRequest(message: string, code: ErrorCode = 'invalid_request'): HttpError {
  return new HttpError(400, code, message);
}

/** 429: the caller must wait; the errors plugin sends Retry-After with the whole seconds to wait. */
export class TooManyRequests extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number) {
    super(429, 'too_many_requests', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
