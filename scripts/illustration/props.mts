/** Landscape props drawn as flat silhouettes: trees, tea rows, temple roof, hawk, lake with bridge. */
import type { Rng } from './prng.mjs';
import { between } from './prng.mjs';
import { crestPath, type Ridge } from './ridges.mjs';
import type { SvgCanvas } from './svg.mjs';

export type TreeKind = 'broadleaf' | 'conifer';

/** A loose row of trees standing on a ridge crest between x0 and x1. */
export function drawTrees(
  c: SvgCanvas,
  rng: Rng,
  ridge: Ridge,
  x0: number,
  x1: number,
  size: number,
  kind: TreeKind,
  color: string,
): void {
  const shapes: string[] = [];
  for (let x = x0; x < x1; x += size * between(rng, 0.5, 1.3)) {
    const h = size * between(rng, 0.7, 1.5);
    const y = ridge.yAt(x) + size * 0.25;
    if (kind === 'conifer') {
      const w = h * 0.32;
      shapes.push(`M${x} ${y - h * 1.6}L${x + w} ${y}L${x - w} ${y}Z`);
    } else {
      const r = h * 0.45;
      shapes.push(`M${x - r} ${y - r}a${r} ${r} 0 1 1 ${2 * r} 0L${x + r * 0.6} ${y}L${x - r * 0.6} ${y}Z`);
    }
  }
  c.add(`<path d="${shapes.join('')}" fill="${color}"/>`);
}

/** Contour-following tea-row stripes clipped to a hillside silhouette. */
export function drawTeaRows(c: SvgCanvas, ridge: Ridge, hillPath: string, color: string): void {
  const clip = c.id('c');
  c.def(`<clipPath id="${clip}"><path d="${hillPath}"/></clipPath>`);
  const rows: string[] = [];
  let offset = c.height * 0.018;
  let gap = c.height * 0.014;
  while (offset < c.height * 0.5) {
    const shifted = ridge.points.map(([x, y], i) => [x, y + offset + Math.sin(i * 0.35) * gap * 0.25] as const);
    rows.push(`<path d="${crestPath(shifted, false)}" stroke-width="${(gap * 0.42).toFixed(1)}"/>`);
    offset += gap;
    gap *= 1.12;
  }
  c.add(`<g clip-path="url(#${clip})" fill="none" stroke="${color}" stroke-linecap="round">${rows.join('')}</g>`);
}

/** Taiwanese temple hall with upswept swallowtail ridge, standing at (x, y) with width w. */
export function drawTemple(c: SvgCanvas, x: number, y: number, w: number, color: string): void {
  const s = w / 100;
  const d = [
    'M12 60V44H88V60Z',
    'M-6 42Q12 42 20 35L24 31H76L80 35Q88 42 106 42L100 47H0Z',
    'M22 31V24H78V31Z',
    'M8 24Q22 24 30 16L36 11H64L70 16Q78 24 92 24L86 28H14Z',
    'M31 11Q26 9 22 2Q30 7 37 7H63Q70 7 78 2Q74 9 69 11Z',
    'M46 7V2H54V7Z',
  ].join('');
  c.add(`<path transform="translate(${x - w / 2} ${y - 56 * s}) scale(${s})" d="${d}" fill="${color}"/>`);
}

/** Gliding gray-faced buzzard silhouette, wingspan w, centred at (x, y). */
export function drawHawk(c: SvgCanvas, x: number, y: number, w: number, tilt: number, color: string): void {
  const s = w / 100;
  const d =
    'M0 -7C-3 -7 -5 -5 -6 -3C-14 -6 -30 -8 -50 -2L-46 0L-49 2L-44 2.5L-46 4.5L-40 4C-26 4 -12 4 -5 6' +
    'L-7 13L0 11L7 13L5 6C12 4 26 4 40 4L46 4.5L44 2.5L49 2L46 0L50 -2C30 -8 14 -6 6 -3C5 -5 3 -7 0 -7Z';
  c.add(`<path transform="translate(${x} ${y}) rotate(${tilt}) scale(${s})" d="${d}" fill="${color}"/>`);
}

/** Still lake from y to the bottom edge with a mirrored shore ridge and an optional moon bridge. */
export function drawLake(
  c: SvgCanvas,
  rng: Rng,
  y: number,
  water: { top: string; bottom: string },
  shore: { path: string; color: string },
  bridgeColor: string | undefined,
): void {
  const h = c.height - y;
  const clip = c.id('c');
  c.def(`<clipPath id="${clip}"><rect y="${y}" width="${c.width}" height="${h}"/></clipPath>`);
  const fill = c.verticalGradient([
    [0, water.top],
    [1, water.bottom],
  ]);
  const mirror = `translate(0 ${2 * y}) scale(1 -1)`;
  c.add(`<rect y="${y}" width="${c.width}" height="${h}" fill="${fill}"/>`);
  c.add(
    `<path clip-path="url(#${clip})" d="${shore.path}" transform="${mirror}" fill="${shore.color}" opacity="0.35"/>`,
  );
  const stroke = c.height * 0.004;
  const ripples: string[] = [];
  for (let i = 0; i < 8; i++) {
    const ry = y + h * between(rng, 0.15, 0.92);
    ripples.push(`M${c.width * between(rng, 0, 0.85)} ${ry}h${c.width * between(rng, 0.04, 0.14)}`);
  }
  c.add(
    `<path d="${ripples.join('')}" stroke="#ffffff" stroke-width="${stroke}" stroke-linecap="round" opacity="0.4"/>`,
  );
  c.add(`<rect y="${y - stroke / 2}" width="${c.width}" height="${stroke}" fill="#ffffff" opacity="0.35"/>`);
  if (!bridgeColor) return;
  const bx = c.width * between(rng, 0.3, 0.7);
  const span = c.width * 0.14;
  const rise = h * 0.9;
  const rail = c.height * 0.028;
  const arch = `M${-span} 0Q0 ${-rise} ${span} 0M${-span * 0.9} ${-rail * 0.4}Q0 ${-rise - rail * 1.6} ${span * 0.9} ${-rail * 0.4}`;
  const posts: string[] = [];
  for (let k = -3; k <= 3; k++) {
    const u = 0.5 + k / 8;
    const px = -span + 2 * span * u;
    const py = -2 * u * (1 - u) * rise;
    posts.push(`M${px} ${py}v${-rail}`);
  }
  const bridge = `<path d="${arch}${posts.join('')}" fill="none" stroke="${bridgeColor}" stroke-linecap="round" stroke-width="${stroke * 1.6}"/>`;
  const deck = `<path d="M${-span} 0Q0 ${-rise} ${span} 0" fill="none" stroke="${bridgeColor}" stroke-width="${stroke * 4}"/>`;
  c.add(`<g transform="translate(${bx} ${y})">${deck}${bridge}</g>`);
  c.add(
    `<g clip-path="url(#${clip})" opacity="0.3"><g transform="translate(${bx} ${y}) scale(1 -1)">${deck}${bridge}</g></g>`,
  );
}
