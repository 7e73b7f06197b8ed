// Errors services throw on purpose; the error plugin turns them into JSON {message, code}.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function notFound(message: string): HttpError {
  return new HttpError(404, 'not_found', message);
}

export function forbidden(message: string, code = 'forbidden'): HttpError {
  return new HttpError(403, code, message);
}

export function badRequest(message: string, code = 'invalid_request'): HttpError {
  return new HttpError(400, code, message);
}
