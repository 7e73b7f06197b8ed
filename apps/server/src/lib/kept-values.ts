// A bounded cache of values loaded outside it (several at once), which a clear also protects from
// loads that began before it: such a load's values are used by its caller but not kept.
import { TtlCache } from './ttl-cache.js';
import type { TtlCacheOptions } from './ttl-cache.js';

export class KeptValues<V> {
  readonly #entries: TtlCache<string, V>;
  #generation = 0;

  constructor(maxEntries: number, ttlMs: number, options: TtlCacheOptions<V> = {}) {
    this.#entries = new TtlCache<string, V>(maxEntries, ttlMs, options);
  }

  /** Taken before loading; `set` keeps a value only if no clear came since. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: V, generation: number): void {
    if (generation === this.#generation) this.#entries.set(key, value);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
