// A small in-memory cache: entries expire after a time, and the least recently used go first when
// the cache holds more entries, or more bytes, than its bounds allow. A cache of large answers may
// keep only what is asked for twice, so a crawl of one-off pages does not flush the popular ones
// nor leave each answer in the old generation of the heap until it is evicted.

export interface TtlCacheOptions<V> {
  now?: () => number;
  /** Bound on the bytes of all entries, as `sizeOf` counts them; without it only entries count. */
  maxBytes?: number;
  /**
   * The bytes an entry holds. A promise is sized once it resolves (it weighs nothing until then),
   * so a cache of loads is bounded by what the loads produced.
   */
  sizeOf?: (value: Awaited<V>) => number;
  /**
   * 'second-use': getOrLoad keeps a value only when its key was missed before (among the last
   * `maxEntries * 4` missed keys); a first load is shared while it runs, then handed to `passed`.
   */
  admit?: 'always' | 'second-use';
  /** Told of each loaded value the cache did not keep (it is sent once and dropped). */
  passed?: (value: Awaited<V>) => void;
  /** What getOrLoad keeps of a loaded value (e.g. its bytes alone); the loader's caller gets it whole. */
  keep?: (value: Awaited<V>) => Awaited<V>;
}

interface Entry<V> {
  value: V;
  expires: number;
  bytes: number;
}

export class TtlCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #now: () => number;
  readonly #maxBytes: number;
  readonly #sizeOf: ((value: Awaited<V>) => number) | undefined;
  readonly #passed: ((value: Awaited<V>) => void) | undefined;
  readonly #keep: ((value: Awaited<V>) => Awaited<V>) | undefined;
  /** Keys missed once, most recent last; null when every load is kept. */
  readonly #missed: TtlCache<K, true> | null;
  #bytes = 0;
  /** The key inserted or used last: the Map's last entry, unless it was deleted since. */
  #newest: K | undefined;

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
    options: TtlCacheOptions<V> = {},
  ) {
    const { now = Date.now, maxBytes = Number.POSITIVE_INFINITY, sizeOf, passed, keep } = options;
    this.#now = now;
    this.#maxBytes = maxBytes;
    this.#sizeOf = sizeOf;
    this.#passed = passed;
    this.#keep = keep;
    this.#missed =
      options.admit === 'second-use'
        ? new TtlCache<K, true>(maxEntries * 4, Number.POSITIVE_INFINITY, { now })
        : null;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.#now()) {
      this.delete(key);
      return undefined;
    }
    // Re-insert so Map order stays least-recently-used first (the newest is there already).
    if (key !== this.#newest) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      this.#newest = key;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const entry: Entry<V> = { value, expires: this.#now() + this.ttlMs, bytes: 0 };
    this.#entries.set(key, entry);
    this.#newest = key;
    if (this.#sizeOf) {
      const sizeOf = this.#sizeOf;
      if (value instanceof Promise) {
        // Sized when it resolves, if it is still this key's entry by then.
        value.then(
          (resolved: Awaited<V>) => {
            if (this.#entries.get(key) === entry) this.#weigh(entry, sizeOf(resolved));
          },
          () => undefined,
        );
      } else {
        this.#weigh(entry, sizeOf(value as Awaited<V>));
      }
    }
    this.#evict();
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.bytes;
    this.#entries.delete(key);
    if (key === this.#newest) this.#newest = undefined;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#newest = undefined;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes of the entries, as sizeOf counted them (0 without sizeOf). */
  get bytes(): number {
    return this.#bytes;
  }

  /** The keys, least recently used first. */
  keys(): K[] {
    return [...this.#entries.keys()];
  }

  /** The cached value, else `load()`'s; a failed load is not kept, so the next call retries. */
  getOrLoad(key: K, load: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = load();
    if (this.#missed !== null && !this.#missed.get(key)) {
      this.#missed.set(key, true);
      this.#passOn(key, value);
      return value;
    }
    const kept = this.#kept(value);
    this.set(key, kept);
    if (kept instanceof Promise) {
      kept.catch(() => {
        if (this.#entries.get(key)?.value === kept) this.delete(key);
      });
    }
    return value;
  }

  #kept(value: V): V {
    const keep = this.#keep;
    if (keep === undefined) return value;
    return (value instanceof Promise ? value.then(keep) : keep(value as Awaited<V>)) as V;
  }

  /** A first load: callers asking meanwhile share it; once settled it is dropped and passed on. */
  #passOn(key: K, value: V): void {
    const settled = (resolved: Awaited<V>) => this.#passed?.(resolved);
    if (!(value instanceof Promise)) return settled(value as Awaited<V>);
    this.delete(key);
    const entry: Entry<V> = { value, expires: this.#now() + this.ttlMs, bytes: 0 };
    this.#entries.set(key, entry);
    this.#newest = key;
    const drop = () => {
      if (this.#entries.get(key) === entry) this.delete(key);
    };
    value.then((resolved: Awaited<V>) => {
      drop();
      settled(resolved);
    }, drop);
    this.#evict();
  }

  #weigh(entry: Entry<V>, bytes: number): void {
    entry.bytes = bytes;
    this.#bytes += bytes;
    this.#evict();
  }

  /** Drops expired entries at the old end, then least recently used ones until within bounds. */
  #evict(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) {
      const over = this.#entries.size > this.maxEntries || this.#bytes > this.#maxBytes;
      if (!over && entry.expires > now) break;
      this.delete(key);
    }
  }
}
