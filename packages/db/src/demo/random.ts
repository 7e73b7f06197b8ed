// Seeded pseudo-random numbers (mulberry32), so the demo catalog is the same on every machine.

export const DEMO_SEED = 0x5eed_1997;

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** Up to n distinct elements of list, in random order. */
  sample<T>(list: readonly T[], n: number): T[];
  /** n lowercase hex digits. */
  hex(n: number): string;
  /** Integer in [min, max] spread on a log scale (prices, weights). */
  logInt(min: number, max: number): number;
}

/** Mixes a seed with any number of integers into a 32-bit seed (murmur3 finaliser). */
export function mixSeed(seed: number, ...parts: number[]): number {
  let h = seed >>> 0;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x9e3779b1) >>> 0;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A string's 32-bit hash (FNV-1a), to derive seeds from ids. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** One mulberry32 step from `state`, in [0, 1). */
function mulberry32(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** The first number createRandom(seed) would give, without allocating a generator (hot paths). */
export function firstRandom(seed: number): number {
  return mulberry32(((seed >>> 0) + 0x6d2b79f5) >>> 0);
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    return mulberry32(state);
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(next() * list.length)] as T;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    sample: (list, n) => {
      const copy = [...list];
      const out: typeof copy = [];
      while (out.length < n && copy.length > 0) {
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as (typeof copy)[number]);
      }
      return out;
    },
    hex: (n) => {
      let out = '';
      while (out.length < n)
        out += Math.floor(next() * 0x10000)
          .toString(16)
          .padStart(4, '0');
      return out.slice(0, n);
    },
    logInt: (min, max) => Math.round(Math.exp(Math.log(min) + next() * Math.log(max / min))),
  };
}
