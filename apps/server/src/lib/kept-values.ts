// A bounded cache of values loaded outside it (several at once), which a clear also protects from
// loads that began before it: such a load's values are used by its caller but not kept. A hit is
// one Map look-up (no recency bookkeeping): searches ask for hundreds of entries each.

export interface KeptValuesOptions<V> {
  now?: () => number;
  /** Bound on the bytes of all entries, as `sizeOf` counts them. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  expires: number;
  bytes: number;
}

export class KeptValues<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #maxBytes: number;
  readonly #sizeOf: ((value: V) => number) | undefined;
  #bytes = 0;
  #generation = 0;

  constructor(maxEntries: number, ttlMs: number, options: KeptValuesOptions<V> = {}) {
    this.#maxEntries = maxEntries;
    this.#ttlMs = ttlMs;
    this.#now = options.now ?? Date.now;
    this.#maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.#sizeOf = options.sizeOf;
  }

  /** Taken before loading; `set` keeps a value only if no clear came since. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, now = this.#now()): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires > now) return entry.value;
    this.#delete(key, entry);
    return undefined;
  }

  /** Keeps `value` unless a clear came since `generation`; the oldest entries go first. */
  set(key: string, value: V, generation: number): void {
    if (generation !== this.#generation) return;
    const old = this.#entries.get(key);
    if (old) this.#delete(key, old);
    const bytes = this.#sizeOf?.(value) ?? 0;
    this.#entries.set(key, { value, expires: this.#now() + this.#ttlMs, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#delete(oldest, entry);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  #delete(key: string, entry: Entry<V>): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
