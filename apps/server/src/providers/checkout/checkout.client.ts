// One HTTP call to the checkout provider, with Basic auth and a time limit, and its failures in the
// payments module's words: unreachable or refusing us -> ProviderUnavailable, a refused request ->
// PaymentRejected.
import type { z } from 'zod';
import { PaymentRejected, ProviderUnavailable } from '../payment-provider.js';

export interface CheckoutClientConfig {
  baseUrl: string;
  username: string;
  password: string;
  timeoutMs: number;
}

/** The provider does not know that order (404): a rejection the push handling tells apart. */
export class CheckoutOrderNotFound extends PaymentRejected {
  constructor(readonly path: string) {
    super('checkout', 'NOT_FOUND', `no such order (${path})`);
    this.name = 'CheckoutOrderNotFound';
  }
}

export interface CheckoutCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Klarna-Idempotency-Key: a retried call with the same key is done once. */
  idempotencyKey?: string;
}

export interface CheckoutAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body; undefined when the body is empty. */
  json: unknown;
}

interface ProviderError {
  error_code?: unknown;
  error_messages?: unknown;
}

function describe(json: unknown, fallback: string): { code: string; message: string } {
  const body = (typeof json === 'object' && json !== null ? json : {}) as ProviderError;
  const code = typeof body.error_code === 'string' ? body.error_code : fallback;
  const messages = Array.isArray(body.error_messages)
    ? body.error_messages.filter((m): m is string => typeof m === 'string')
    : [];
  return { code, message: messages.length > 0 ? messages.join('; ') : code };
}

export type CheckoutClient = (call: CheckoutCall) => Promise<CheckoutAnswer>;

export function createCheckoutClient(config: CheckoutClientConfig): CheckoutClient {
  const base = config.baseUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;
  return async ({ method, path, body, idempotencyKey }) => {
    const what = `checkout ${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'klarna-idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ProviderUnavailable('checkout', `${what}: ${(error as Error).message}`);
    }
    let json: unknown;
    try {
      json = text.length === 0 ? undefined : (JSON.parse(text) as unknown);
    } catch {
      json = undefined;
    }
    const { status } = response;
    if (status >= 200 && status < 300) return { status, headers: response.headers, json };
    const { code, message } = describe(json, `HTTP_${status}`);
    // A refusal of what the order's state allows is an answer, not an outage (Klarna: 403 NOT_ALLOWED).
    if (status === 403 && code === 'NOT_ALLOWED')
      throw new PaymentRejected('checkout', code, message);
    if (status === 401 || status === 403 || status === 429 || status >= 500)
      throw new ProviderUnavailable('checkout', `${what}: ${status} ${message}`, status);
    if (status === 404) throw new CheckoutOrderNotFound(path);
    throw new PaymentRejected('checkout', code, message);
  };
}

/** The answer's body as the schema says, else the provider is not answering as it should. */
export function parseAnswer<T>(schema: z.ZodType<T>, answer: CheckoutAnswer, what: string): T {
  const parsed = schema.safeParse(answer.json);
  if (!parsed.success)
    throw new ProviderUnavailable('checkout', `${what}: unexpected answer`, answer.status);
  return parsed.data;
}
