// The server's logger options: pino at the configured level, with secrets kept out of every line
// (the access log's URL, message texts, top-level text fields and errors' messages).
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactText, redactUrl } from './log-redaction.js';

/** Fastify's request serializer, minus the secrets a URL may carry; headers are never logged. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/** `error` with no secret in its message or stack: itself when there is none, else a copy. */
function redactedError(error: Error): Error {
  const message = redactText(error.message);
  const stack = error.stack === undefined ? undefined : redactText(error.stack);
  if (message === error.message && stack === error.stack) return error;
  // A copy: the error itself may still be answered or rethrown elsewhere.
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error);
  return Object.assign(copy, {
    message,
    stack,
    ...('cause' in error ? { cause: error.cause } : {}),
  });
}

/** A logged value with its text redacted; objects other than errors are left to their serializers. */
function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return redactedError(value);
  return value;
}

/** The arguments of a log call with their text redacted (the fields of a merging object, one level). */
export function redactLogArgs(args: unknown[]): unknown[] {
  return args.map((arg) => {
    if (arg === null || typeof arg !== 'object' || arg instanceof Error) return redactValue(arg);
    let copy: Record<string, unknown> | undefined;
    for (const [name, value] of Object.entries(arg)) {
      const redacted = redactValue(value);
      if (redacted !== value) (copy ??= { ...arg })[name] = redacted;
    }
    return copy ?? arg;
  });
}

export interface LoggerSettings {
  level: string;
  /** Where lines go instead of stdout (a test reads them). */
  stream?: { write(line: string): void };
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

export function loggerOptions({ level, stream }: LoggerSettings): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestForLog },
    hooks: {
      logMethod(args, method) {
        method.apply(this, redactLogArgs(args) as Parameters<typeof method>);
      },
    },
  };
}
