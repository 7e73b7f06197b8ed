// Swish's callbacks: POST the object to its callbackUrl, retried until the shop answers 200.
import { request as httpRequest, type ClientRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { SentCallback } from './swish.types.js';

/** Swish tries a callback at most this many times. */
export const MAX_CALLBACK_ATTEMPTS = 10;
/** Waits between attempts as published (5, 10, 20, 40, 60 s), the last repeated to 10 attempts. */
export const DEFAULT_RETRY_DELAYS_MS = [
  5000, 10000, 20000, 40000, 60000, 60000, 60000, 60000, 60000,
];
/** One attempt gives up after this long without an answer. */
const ATTEMPT_TIMEOUT_MS = 10_000;

export interface Callback {
  kind: SentCallback['kind'];
  id: string;
  status: string;
  url: string;
  callbackIdentifier: string | null;
  body: unknown;
}

export class CallbackSender {
  private readonly sent: SentCallback[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<ClientRequest>();
  private closed = false;

  constructor(
    private readonly delaysMs: readonly number[],
    private readonly log: (msg: string) => void,
  ) {}

  history(): readonly SentCallback[] {
    return this.sent.map((entry) => ({ ...entry }));
  }

  /** Starts the callback's attempts; resolves once the first has been answered or has failed. */
  send(callback: Callback): Promise<void> {
    return new Promise((firstEnded) => this.attempt(callback, 1, firstEnded));
  }

  /** Stops retries and aborts attempts under way, so nothing outlives the simulator. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const req of this.inFlight) req.destroy();
    this.inFlight.clear();
  }

  private attempt(callback: Callback, attempt: number, ended?: () => void): void {
    if (this.closed) return ended?.();
    this.post(callback, (answered) => {
      if (this.closed) return ended?.();
      this.sent.push({
        kind: callback.kind,
        id: callback.id,
        status: callback.status,
        attempt,
        answered,
      });
      this.log(
        `swish callback ${callback.kind} ${callback.id} ${callback.status} #${attempt} -> ${answered ?? 'no answer'}`,
      );
      ended?.();
      if (answered === 200 || attempt >= MAX_CALLBACK_ATTEMPTS || this.closed) return;
      const delay = this.delaysMs[Math.min(attempt - 1, this.delaysMs.length - 1)] ?? 0;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.attempt(callback, attempt + 1);
      }, delay);
      this.timers.add(timer);
    });
  }

  /** One POST on a fresh connection; `done` gets the status, or null when none came. */
  private post(callback: Callback, done: (answered: number | null) => void): void {
    const payload = JSON.stringify(callback.body);
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
    };
    if (callback.callbackIdentifier) headers.callbackIdentifier = callback.callbackIdentifier;
    let finished = false;
    const finish = (answered: number | null) => {
      if (finished) return;
      finished = true;
      this.inFlight.delete(req);
      done(answered);
    };
    const url = new URL(callback.url);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      { method: 'POST', headers, agent: false, timeout: ATTEMPT_TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () => finish(res.statusCode ?? null));
        res.on('error', () => finish(res.statusCode ?? null));
      },
    );
    this.inFlight.add(req);
    req.on('timeout', () => req.destroy(new Error('callback timed out')));
    req.on('error', () => finish(null));
    req.end(payload);
  }
}
