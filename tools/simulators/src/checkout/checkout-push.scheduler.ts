// Klarna's push: some time after the purchase an empty POST to the merchant's push URL, repeated
// until the merchant acknowledges the order, for at most 48 hours.
import { merchantUrl } from './checkout.store.js';
import type { PushRecord, SimOrder } from './checkout.types.js';

const PUSH_WINDOW_MS = 48 * 60 * 60 * 1000;
/** One push may take this long before it counts as unanswered. */
const PUSH_TIMEOUT_MS = 10_000;

export interface PushOptions {
  delayMs: number;
  retryMs: number;
  log: (message: string) => void;
}

export class PushScheduler {
  readonly #timers = new Map<string, NodeJS.Timeout>();
  readonly #inFlight = new Set<AbortController>();
  readonly #sent: PushRecord[] = [];
  readonly #maxAttempts: number;
  #closed = false;

  constructor(private readonly options: PushOptions) {
    this.#maxAttempts = 1 + Math.floor(PUSH_WINDOW_MS / Math.max(1, options.retryMs));
  }

  /** Starts pushing for a completed order (once: a second call is ignored). */
  start(order: SimOrder): void {
    if (this.#closed || this.#timers.has(order.order_id)) return;
    this.#schedule(order, 1, this.options.delayMs);
  }

  sent(): readonly PushRecord[] {
    return this.#sent.map((record) => ({ ...record }));
  }

  /** Stops every timer and cuts off pushes on their way. */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    for (const controller of this.#inFlight) controller.abort();
  }

  #schedule(order: SimOrder, attempt: number, delayMs: number): void {
    const timer = setTimeout(() => void this.#push(order, attempt), delayMs);
    timer.unref();
    this.#timers.set(order.order_id, timer);
  }

  async #push(order: SimOrder, attempt: number): Promise<void> {
    if (this.#closed || order.acknowledged) return;
    const url = merchantUrl(order.merchant_urls.push, order.order_id);
    const controller = new AbortController();
    this.#inFlight.add(controller);
    let status: number | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(PUSH_TIMEOUT_MS)]),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      this.options.log(`checkout push ${order.order_id} #${attempt} failed: ${String(error)}`);
    } finally {
      this.#inFlight.delete(controller);
    }
    if (this.#closed) return;
    this.#sent.push({ orderId: order.order_id, attempt, status });
    this.options.log(`checkout push ${order.order_id} #${attempt} -> ${status ?? 'no answer'}`);
    if (order.acknowledged || attempt >= this.#maxAttempts) {
      this.#timers.delete(order.order_id);
      return;
    }
    this.#schedule(order, attempt + 1, this.options.retryMs);
  }
}
