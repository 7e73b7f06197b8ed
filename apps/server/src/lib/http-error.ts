// Errors services throw on purpose; the error plugin turns them into JSON {message, code}. The codes
// are the shared contract's (ERROR_CODES in @shop/domain), so the web can switch on them.
import type { ErrorCode } from '@shop/domain';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
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
