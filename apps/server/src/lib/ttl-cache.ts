// A small in-memory cache: entries expire after a time, and the least recently used go first when full.

export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number }>();

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    // Re-insert so Map order stays least-recently-used first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached value, else `load()`'s; a failed load is not kept, so the next call retries. */
  getOrLoad(key: K, load: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = load();
    this.set(key, value);
    if (value instanceof Promise) value.catch(() => this.delete(key));
    return value;
  }
}
