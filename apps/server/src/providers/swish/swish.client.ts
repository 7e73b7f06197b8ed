// One HTTP call to the Swish Commerce API over mutual TLS, with a time limit, and its failures in
// the payments module's words: unreachable or refusing us -> ProviderUnavailable, a 422 ->
// PaymentRejected, anything else unexpected -> a plain Error (a fault on our side).
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, request } from 'node:https';
import { PaymentRejected, ProviderUnavailable } from '../payment-provider.js';

export interface SwishClientConfig {
  baseUrl: string;
  cert: string;
  key: string;
  ca: string;
  passphrase?: string;
  timeoutMs: number;
}

export interface SwishCall {
  method: 'GET' | 'PUT' | 'PATCH';
  path: string;
  body?: unknown;
  contentType?: 'application/json' | 'application/json-patch+json';
}

export interface SwishAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; null when empty or not JSON. */
  json: unknown;
}

/** One entry of Swish's 422 array. */
export interface SwishApiError {
  errorCode: string;
  errorMessage: string;
}

/** A larger answer is not Swish's: cut it off rather than buffer it. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface SwishClient {
  send(call: SwishCall): Promise<SwishAnswer>;
  /** Closes the kept-alive connections (shutdown, tests). */
  close(): void;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The 422 body's entries that have a code; Swish answers an array of them. */
export function apiErrors(json: unknown): SwishApiError[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { errorCode, errorMessage } = entry as Record<string, unknown>;
    if (typeof errorCode !== 'string') return [];
    return [
      { errorCode, errorMessage: typeof errorMessage === 'string' ? errorMessage : errorCode },
    ];
  });
}

/** The error a non-success answer stands for (see the file's comment for the mapping). */
export function failureOf(answer: SwishAnswer, what: string): Error {
  const { status } = answer;
  if (status === 401 || status === 403 || status === 429 || status >= 500) {
    return new ProviderUnavailable('swish', `${what}: Swish answered ${status}`, status);
  }
  if (status === 422) {
    const [first] = apiErrors(answer.json);
    return new PaymentRejected(
      'swish',
      first?.errorCode ?? 'UNKNOWN',
      first?.errorMessage ?? `${what}: Swish refused the request`,
    );
  }
  return new Error(`${what}: Swish answered ${status} unexpectedly`);
}

/** A reused keep-alive connection was reset before the call reached Swish. */
class StaleConnection extends Error {
  constructor(readonly failure: ProviderUnavailable) {
    super(failure.message);
  }
}

export function createSwishClient(config: SwishClientConfig): SwishClient {
  const base = config.baseUrl.replace(/\/+$/, '');
  // The merchant certificate travels on every connection; connections are kept for the next call.
  const agent = new Agent({
    keepAlive: true,
    cert: config.cert,
    key: config.key,
    ca: config.ca,
    ...(config.passphrase ? { passphrase: config.passphrase } : {}),
    minVersion: 'TLSv1.2',
  });

  /**
   * A kept connection the server closed just as we reused it fails before Swish saw the call:
   * every Swish call is idempotent (PUT by instruction id, GET, cancel), so it is sent once more.
   */
  async function send(call: SwishCall): Promise<SwishAnswer> {
    try {
      return await sendOnce(call);
    } catch (error) {
      if (!(error instanceof StaleConnection)) throw error;
      return sendOnce(call).catch((again: unknown) => {
        throw again instanceof StaleConnection ? again.failure : again;
      });
    }
  }

  function sendOnce({
    method,
    path,
    body,
    contentType = 'application/json',
  }: SwishCall): Promise<SwishAnswer> {
    const what = `swish ${method} ${path}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<SwishAnswer>((resolve, reject) => {
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        req.destroy();
        reject(error);
      };
      const headers: Record<string, string | number> = { accept: 'application/json' };
      if (payload !== undefined) {
        headers['content-type'] = contentType;
        headers['content-length'] = Buffer.byteLength(payload);
      }
      const req = request(`${base}${path}`, { method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES)
            fail(new ProviderUnavailable('swish', `${what}: answer too large`));
          else chunks.push(chunk);
        });
        res.on('error', (error) =>
          fail(new ProviderUnavailable('swish', `${what}: ${error.message}`)),
        );
        res.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          const json = parseJson(Buffer.concat(chunks).toString('utf8'));
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
        });
      });
      // One limit for the whole call: connecting, the TLS handshake, and the answer.
      const timer = setTimeout(
        () =>
          fail(
            new ProviderUnavailable('swish', `${what}: no answer within ${config.timeoutMs} ms`),
          ),
        config.timeoutMs,
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        const failure = new ProviderUnavailable('swish', `${what}: ${error.message}`);
        const stale = req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
        fail(stale ? new StaleConnection(failure) : failure);
      });
      req.end(payload);
    });
  }

  return { send, close: () => agent.destroy() };
}
