// The last scroll offset of each history entry, kept in session storage so a reload can restore it too.

export const SCROLL_STORAGE_KEY = 'scroll-positions';
/** Older entries are dropped first; a visit rarely goes back further than this. */
export const MAX_SCROLL_ENTRIES = 100;

export interface ScrollPositions {
  get(key: string): number | undefined;
  /** Remembers `y` for `key` in memory; `persist` writes the memory to session storage. */
  set(key: string, y: number): void;
  persist(): void;
}

function load(): Map<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return new Map();
    const entries = parsed.filter(
      (e): e is [string, number] =>
        Array.isArray(e) && typeof e[0] === 'string' && Number.isFinite(e[1]),
    );
    return new Map(entries.slice(-MAX_SCROLL_ENTRIES));
  } catch {
    return new Map(); // storage disabled or a foreign value: start afresh
  }
}

/** Reads the stored positions once; later writes go to memory and, on `persist`, to storage. */
export function createScrollPositions(): ScrollPositions {
  const positions = load();
  return {
    get: (key) => positions.get(key),
    set(key, y) {
      // Re-inserting keeps the map ordered by last use, so the oldest entry is the first key.
      positions.delete(key);
      positions.set(key, y);
      if (positions.size > MAX_SCROLL_ENTRIES) {
        const oldest = positions.keys().next();
        if (!oldest.done) positions.delete(oldest.value);
      }
    },
    persist() {
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or disabled: positions still work within this document.
      }
    },
  };
}
