// The app's caches, each declaring what it holds, so a change can clear exactly the caches that
// hold what changed. One registry per app: two apps in one process (tests) share nothing.

/** What a cached answer is made of. */
export type CacheTopic =
  /** Cars, groups, currencies, shipment data, countries, transports, payments. */
  | 'reference'
  /** Items: names, prices, stock, fits (item pages, car counts, search answers). */
  | 'items'
  /** Diagrams and their entries (car counts, diagram search answers). */
  | 'diagrams';

export const CACHE_TOPICS: readonly CacheTopic[] = ['reference', 'items', 'diagrams'];

export interface Clearable {
  clear(): void;
}

export class CacheRegistry {
  readonly #entries = new Map<string, { cache: Clearable; topics: readonly CacheTopic[] }>();

  /** The cache named `name`, made by `create` on first use and cleared when a topic changes. */
  get<C extends Clearable>(name: string, topics: readonly CacheTopic[], create: () => C): C {
    const entry = this.#entries.get(name);
    if (entry) return entry.cache as C;
    const cache = create();
    this.#entries.set(name, { cache, topics });
    return cache;
  }

  /** Clears every cache holding one of `topics`. */
  invalidate(topics: readonly CacheTopic[]): void {
    for (const { cache, topics: held } of this.#entries.values()) {
      if (held.some((topic) => topics.includes(topic))) cache.clear();
    }
  }
}

export function isCacheTopic(value: unknown): value is CacheTopic {
  return typeof value === 'string' && (CACHE_TOPICS as readonly string[]).includes(value);
}
