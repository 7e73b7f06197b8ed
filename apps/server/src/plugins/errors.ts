// One error shape for every answer: JSON {message, code}; 500 only for real faults, logged with the
// request id. That holds for requests Node refuses before Fastify sees them too (clientErrorHandler).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError, ErrorCode } from '@shop/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrorText, isValidationErrorKey } from '@shop/domain';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { badRequest, HttpError, TooManyRequests } from '../lib/http-error.js';
import type { ErrorDetails } from '../lib/http-error.js';

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'headers_too_large',
};

const codeOf = (status: number): ErrorCode => CODE_BY_STATUS[status] ?? 'invalid_request';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/**
 * "Invalid params: page: Invalid string: must match pattern /^[0-9]+$/"; a shared form rule's key
 * reads as SPEC §5 words it: "Invalid body: billingAddress.postal_code is invalid".
 */
export function validationMessage(context: string | undefined, issues: ValidationIssue[]): string {
  const parts = issues.map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    if (isValidationErrorKey(issue.message)) return fieldErrorText(issue.message, field || 'body');
    return field ? `${field}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'is invalid');
  });
  return `Invalid ${context ?? 'request'}: ${parts.join('; ')}`;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const status = (error as { statusCode: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details: ErrorDetails = {},
) {
  const body: ApiError = { ...details, message, code };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Errors Fastify raises before routing (malformed URL, overlong parameter), in our shape. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return sendError(reply, status, status >= 500 ? 'internal_error' : codeOf(status), error.message);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return sendError(reply, 404, 'not_found', `Route ${request.method} ${path} not found`);
}

/** Node's parser errors (and its request timeout) -> status, code and message of our answer. */
const CLIENT_ERRORS: Readonly<Record<string, readonly [number, ErrorCode, string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request did not arrive in time.'],
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request line or headers are too large.'],
  HPE_INVALID_METHOD: [400, 'invalid_request', 'Unknown HTTP method.'],
  HPE_INVALID_URL: [400, 'invalid_request', 'Invalid character in the request target.'],
};
const MALFORMED = [400, 'invalid_request', 'Malformed HTTP request.'] as const;

/** The raw HTTP/1.1 answer to a request Node could not parse; the connection closes after it. */
export function clientErrorResponse(errorCode: string | undefined): string {
  const [status, code, message] = CLIENT_ERRORS[errorCode ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message, code } satisfies ApiError);
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
    body
  );
}

/**
 * Fastify's clientErrorHandler (Node's 'clientError'): a request too large, malformed or too slow
 * to arrive gets our JSON error, unless the connection is gone or an answer is already under way.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  const response = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error.code));
}

export default fp(
  async (app) => {
    // Node answers a missing Host itself with an empty 400 unless told not to (requireHostHeader:
    // false in app.ts); HTTP/1.1 requires the header, so refuse it here in our shape.
    // A plain callback hook: it runs on every request, and an async one costs a promise each time.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
        reply.header('connection', 'close');
        return done(badRequest('The Host header is missing.'));
      }
      done();
    });
    app.setErrorHandler((error: unknown, request, reply) => {
      if (error instanceof HttpError) {
        if (error instanceof TooManyRequests) reply.header('retry-after', error.retryAfterSeconds);
        return sendError(reply, error.statusCode, error.code, error.message, error.details);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const message = validationMessage(error.validationContext, error.validation);
        return sendError(reply, 400, 'invalid_request', message);
      }
      const status = statusOf(error);
      if (status !== undefined && status >= 400 && status < 500) {
        const message = error instanceof Error ? error.message : 'Bad request';
        return sendError(reply, status, codeOf(status), message);
      }
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      return sendError(reply, 500, 'internal_error', 'Internal server error');
    });
    app.setNotFoundHandler(sendNotFound);
  },
  { name: 'errors' },
);
