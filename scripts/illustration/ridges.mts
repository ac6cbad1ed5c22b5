/** Ridgeline profiles from seeded 1-D value noise, and their SVG paths. */
import type { Rng } from './prng.mjs';
import type { RidgeStyle } from './palettes.mjs';

export type Point = readonly [number, number];

export interface Ridge {
  points: readonly Point[];
  /** Crest height (SVG y) at x, by linear interpolation. */
  yAt: (x: number) => number;
  /** Average crest y. */
  mean: number;
}

export interface RidgeSpec {
  width: number;
  /** y of the lowest crest point (valley floor of this ridge). */
  base: number;
  /** Height of the tallest peak above base. */
  amplitude: number;
  style: RidgeStyle;
  /** Multiplies the number of hills across the width (use > 1 for wide canvases). */
  detail?: number;
}

function valueNoise(rng: Rng, cycles: number): (u: number) => number {
  const lattice = Array.from({ length: Math.ceil(cycles) + 2 }, () => rng());
  return (u) => {
    const p = u * cycles;
    const i = Math.floor(p);
    const f = p - i;
    const s = f * f * (3 - 2 * f);
    const a = lattice[i] ?? 0;
    const b = lattice[i + 1] ?? a;
    return a + (b - a) * s;
  };
}

const OCTAVES: Readonly<Record<RidgeStyle, { cycles: [number, number]; count: number }>> = {
  rounded: { cycles: [1.6, 2.8], count: 2 },
  alpine: { cycles: [2.2, 3.6], count: 4 },
  low: { cycles: [1.1, 2], count: 2 },
};

export function makeRidge(rng: Rng, spec: RidgeSpec): Ridge {
  const { cycles, count } = OCTAVES[spec.style];
  const base = (cycles[0] + rng() * (cycles[1] - cycles[0])) * (spec.detail ?? 1);
  const layers = Array.from({ length: count }, (_, k) => valueNoise(rng, base * 2 ** k));
  const shift = rng();
  const steps = Math.round((spec.style === 'alpine' ? 96 : 48) * (spec.detail ?? 1));
  const raw: number[] = [];
  for (let s = 0; s <= steps; s++) {
    const u = (s / steps) * 0.8 + shift * 0.2;
    let v = 0;
    layers.forEach((noise, k) => {
      const n = noise(u);
      // Alpine ridges use ridged noise for the first octave: sharp peaks, soft valleys.
      const shaped = spec.style === 'alpine' && k === 0 ? 1 - Math.abs(2 * n - 1) : n;
      v += shaped / 2 ** (k * (spec.style === 'alpine' ? 1.1 : 1.2));
    });
    raw.push(v);
  }
  const lo = Math.min(...raw);
  const hi = Math.max(...raw);
  const points: Point[] = raw.map((v, s) => [
    (s / steps) * spec.width,
    spec.base - ((v - lo) / (hi - lo || 1)) * spec.amplitude,
  ]);
  const yAt = (x: number): number => {
    const p = Math.min(Math.max(x / spec.width, 0), 1) * steps;
    const i = Math.min(Math.floor(p), steps - 1);
    const a = points[i]?.[1] ?? spec.base;
    const b = points[i + 1]?.[1] ?? a;
    return a + (b - a) * (p - i);
  };
  const mean = points.reduce((sum, p) => sum + p[1], 0) / points.length;
  return { points, yAt, mean };
}

const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

/** Crest line only (no fill closure), smooth via Catmull-Rom unless `sharp`. */
export function crestPath(points: readonly Point[], sharp: boolean): string {
  const [first] = points;
  if (!first) return '';
  let d = `M${r1(first[0])} ${r1(first[1])}`;
  for (let i = 1; i < points.length; i++) {
    const p1 = points[i] ?? first;
    if (sharp) {
      d += `L${r1(p1[0])} ${r1(p1[1])}`;
      continue;
    }
    const p0 = points[i - 2] ?? points[i - 1] ?? first;
    const pPrev = points[i - 1] ?? first;
    const p2 = points[i + 1] ?? p1;
    const c1: Point = [pPrev[0] + (p1[0] - p0[0]) / 6, pPrev[1] + (p1[1] - p0[1]) / 6];
    const c2: Point = [p1[0] - (p2[0] - pPrev[0]) / 6, p1[1] - (p2[1] - pPrev[1]) / 6];
    d += `C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(p1[0])} ${r1(p1[1])}`;
  }
  return d;
}

/** Closed silhouette: crest, then down to the bottom edge. */
export function ridgePath(ridge: Ridge, width: number, bottom: number, sharp: boolean): string {
  return `${crestPath(ridge.points, sharp)}L${r1(width)} ${r1(bottom)}L0 ${r1(bottom)}Z`;
}
