// One error shape for every answer: JSON {message, code}; 500 only for real faults, logged with the request id.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.js';

const CODE_BY_STATUS: Readonly<Record<number, string>> = {
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
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** "Invalid params: page: Invalid string: must match pattern /^[0-9]+$/" */
export function validationMessage(context: string | undefined, issues: ValidationIssue[]): string {
  const parts = issues.map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return field ? `${field}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'is invalid');
  });
  return `Invalid ${context ?? 'request'}: ${parts.join('; ')}`;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const status = (error as { statusCode: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ message, code });
}

/** Errors Fastify raises before routing (malformed URL, overlong parameter), in our shape. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const code = status >= 500 ? 'internal_error' : (CODE_BY_STATUS[status] ?? 'invalid_request');
  return sendError(reply, status, code, error.message);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return sendError(reply, 404, 'not_found', `Route ${request.method} ${path} not found`);
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: unknown, request, reply) => {
      if (error instanceof HttpError) {
        return sendError(reply, error.statusCode, error.code, error.message);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const message = validationMessage(error.validationContext, error.validation);
        return sendError(reply, 400, 'invalid_request', message);
      }
      const status = statusOf(error);
      if (status !== undefined && status >= 400 && status < 500) {
        const message = error instanceof Error ? error.message : 'Bad request';
        return sendError(reply, status, CODE_BY_STATUS[status] ?? 'bad_request', message);
      }
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      return sendError(reply, 500, 'internal_error', 'Internal server error');
    });
    app.setNotFoundHandler(sendNotFound);
  },
  { name: 'errors' },
);
