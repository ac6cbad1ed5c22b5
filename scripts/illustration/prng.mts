/** Seeded pseudo-random numbers, so every illustration is reproducible from its key. */

export type Rng = () => number;

/** FNV-1a 32-bit hash of a string plus the murmur3 finaliser, so similar keys get unrelated seeds. */
export function hashSeed(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for layout decisions. Returns floats in [0, 1). */
export function createRng(key: string): Rng {
  let state = hashSeed(key);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);

export const intBetween = (rng: Rng, min: number, max: number): number => Math.floor(between(rng, min, max + 1));

export const chance = (rng: Rng, probability: number): boolean => rng() < probability;

export function pick<T>(rng: Rng, items: readonly [T, ...T[]]): T {
  return items[Math.floor(rng() * items.length)] ?? items[0];
}
