// The Swish Commerce API's HTTP surface: mutual-TLS check, paths, methods, bodies and answers.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { swishError } from './swish.errors.js';
import type { Outcome, SwishStore } from './swish.store.js';
import {
  INSTRUCTION_UUID,
  validatePaymentRequest,
  validateRefundRequest,
} from './swish.validation.js';

export const BASE_PATH = '/swish-cpcapi';
const MAX_BODY_BYTES = 64 * 1024;

type Resource = 'paymentrequests' | 'refunds';
interface Route {
  resource: Resource;
  version: 'v1' | 'v2';
  id: string;
}

/** Request context: the caller's merchant number (its certificate's CN) and the parsed path. */
interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  merchant: string;
  route: Route;
}

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

function send(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

function parseRoute(pathname: string): Route | null {
  if (!pathname.startsWith(`${BASE_PATH}/`)) return null;
  // The v1 create (POST /api/v1/paymentrequests) was retired: with no id segment it matches nothing -> 404.
  const match = /^\/api\/(v1|v2)\/(paymentrequests|refunds)\/([^/]+)$/.exec(
    pathname.slice(BASE_PATH.length),
  );
  if (!match) return null;
  return {
    version: match[1] as Route['version'],
    resource: match[2] as Resource,
    id: match[3] ?? '',
  };
}

async function readJson(req: IncomingMessage, contentType: string): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== contentType) throw new HttpError(415);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400);
  }
}

function answer<T>(
  res: ServerResponse,
  outcome: Outcome<T>,
  status: number,
  headers: Record<string, string> = {},
) {
  if (outcome.ok) send(res, status, status === 201 ? undefined : outcome.value, headers);
  else send(res, 422, outcome.errors);
}

/** What the simulator's switches say now; the handler reads them on every request. */
export interface SwishSwitches {
  /** Settle a new request at once and answer its create only after its callback's first attempt. */
  callbackBeforeAnswer: boolean;
  /** Leave a new request CREATED until the simulator's settlePayment is called for it. */
  holdPayments: boolean;
}

export function createSwishHandler(store: SwishStore, origin: string, switches: SwishSwitches) {
  const location = (resource: Resource, id: string) =>
    `${origin}${BASE_PATH}/api/v1/${resource}/${id}`;

  async function createPayment({ req, res, merchant, route }: Call) {
    if (!INSTRUCTION_UUID.test(route.id)) {
      return send(res, 400, [
        swishError('PA01', 'instructionUUID must be 32 upper-case hex characters'),
      ]);
    }
    const checked = validatePaymentRequest(await readJson(req, 'application/json'));
    if (!checked.ok) return send(res, 422, checked.errors);
    if (checked.value.payeeAlias !== merchant) return send(res, 403);
    const callbackFirst = switches.callbackBeforeAnswer;
    const settleLater = !callbackFirst && !switches.holdPayments;
    const created = store.createPayment(route.id, checked.value, settleLater);
    // The race a shop must survive: the outcome's callback reaches it before the create's answer.
    if (created.ok && callbackFirst) await store.settlePayment(route.id);
    const headers: Record<string, string> = { location: location('paymentrequests', route.id) };
    // m-commerce (no payer number): the token the Swish app opens.
    if (checked.value.payerAlias === null)
      headers.paymentrequesttoken = randomBytes(16).toString('hex');
    answer(res, created, 201, headers);
  }

  function getPayment({ res, merchant, route }: Call) {
    const payment = store.payment(route.id);
    if (!payment) return send(res, 404);
    if (payment.payeeAlias !== merchant) return send(res, 403);
    send(res, 200, payment);
  }

  async function cancelPayment({ req, res, merchant, route }: Call) {
    const patch = await readJson(req, 'application/json-patch+json');
    const payment = store.payment(route.id);
    if (!payment) return send(res, 404);
    if (payment.payeeAlias !== merchant) return send(res, 403);
    const cancels =
      Array.isArray(patch) &&
      patch.length === 1 &&
      JSON.stringify(patch[0]) ===
        JSON.stringify({ op: 'replace', path: '/status', value: 'cancelled' });
    if (!cancels) return send(res, 422, [swishError('PA01', 'only the cancel patch is supported')]);
    const cancelled = store.cancelPayment(route.id);
    if (cancelled) answer(res, cancelled, 200);
  }

  async function createRefund({ req, res, merchant, route }: Call) {
    if (!INSTRUCTION_UUID.test(route.id)) {
      return send(res, 400, [
        swishError('PA01', 'instructionUUID must be 32 upper-case hex characters'),
      ]);
    }
    const checked = validateRefundRequest(await readJson(req, 'application/json'));
    if (!checked.ok) return send(res, 422, checked.errors);
    if (checked.value.payerAlias !== merchant) return send(res, 403);
    answer(res, store.createRefund(route.id, checked.value), 201, {
      location: location('refunds', route.id),
    });
  }

  function getRefund({ res, merchant, route }: Call) {
    const refund = store.refund(route.id);
    if (!refund) return send(res, 404);
    if (refund.payerAlias !== merchant) return send(res, 403);
    send(res, 200, refund);
  }

  /** Operations by resource, version and method; a known path with another method is 405. */
  const operations: Record<
    string,
    Partial<Record<string, (call: Call) => void | Promise<void>>>
  > = {
    'paymentrequests v2': { PUT: createPayment },
    'paymentrequests v1': { GET: getPayment, PATCH: cancelPayment },
    'refunds v2': { PUT: createRefund },
    'refunds v1': { GET: getRefund },
  };

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const socket = req.socket as TLSSocket;
      // Like the real API: no certificate from our CA -> 401.
      if (!socket.authorized) return send(res, 401);
      const merchant = String(socket.getPeerCertificate().subject?.CN ?? '');
      const route = parseRoute(new URL(req.url ?? '/', origin).pathname);
      if (!route) return send(res, 404);
      const methods = operations[`${route.resource} ${route.version}`] ?? {};
      const operation = methods[req.method ?? ''];
      if (!operation) return send(res, 405, undefined, { allow: Object.keys(methods).join(', ') });
      await operation({ req, res, merchant, route });
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      send(res, error instanceof HttpError ? error.status : 500);
    }
  };
}
