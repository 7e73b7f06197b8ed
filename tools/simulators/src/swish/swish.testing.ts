// Helpers for the Swish simulator's own tests: a call over mutual TLS, and a poll-until with a
// generous deadline (never a sleep) that keeps polling while the test fakes timers.
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import { setTimeout as delay } from 'node:timers/promises';
import type { SwishSimulator } from './swish.types.js';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface CallOptions {
  withCert?: boolean;
  contentType?: string;
}

/** One call to `sim` over mutual TLS (or with no client certificate). */
export function callSwish(
  sim: SwishSimulator,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const cert =
    options.withCert === false ? {} : { cert: sim.clientCert.cert, key: sim.clientCert.key };
  return new Promise((resolve, reject) => {
    const req = request(
      `${sim.url}${path}`,
      {
        method,
        ca: sim.ca,
        ...cert,
        agent: false,
        headers: payload ? { 'content-type': options.contentType ?? 'application/json' } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : null,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Polls `read` until it answers a value; the deadline is generous, only a failure meets it. Waits
 * on node:timers/promises, which fake timers leave real, so it also polls while they are on.
 */
export async function until<T>(read: () => T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await delay(20);
  }
}
