/** Landscape props drawn as flat silhouettes: trees, tea rows, temple roof, hawk, lake with bridge. */
import type { Rng } from './prng.mjs';
import { between } from './prng.mjs';
import { crestPath, type Ridge } from './ridges.mjs';
import type { SvgCanvas } from './svg.mjs';

export type TreeKind = 'broadleaf' | 'conifer';

/** A loose row of trees standing on a ridge crest between x0 and x1. */
export function drawTrees(c: SvgCanvas, rng: Rng, ridge: Ridge, x0: number, x1: number, size: number, kind: TreeKind, color: string): void {
  const shapes: string[] = [];
  for (let x = x0; x < x1; x += size * between(rng, 0.55, 1.1)) {
    const h = size * between(rng, 0.8, 1.35);
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
    'M14 58V36H86V58Z',
    'M0 31Q18 31 28 21L36 13H64L72 21Q82 31 100 31L93 37H7Z',
    'M31 13Q26 11 22 3Q30 9 37 9H63Q70 9 78 3Q74 11 69 13Z',
    'M46 9V4H54V9Z',
  ].join('');
  c.add(`<path transform="translate(${x - w / 2} ${y - 50 * s}) scale(${s})" d="${d}" fill="${color}"/>`);
}

/** Gliding gray-faced buzzard silhouette, wingspan w, centred at (x, y). */
export function drawHawk(c: SvgCanvas, x: number, y: number, w: number, tilt: number, color: string): void {
  const s = w / 100;
  const d =
    'M0 -7C-3 -7 -5 -5 -6 -3C-14 -6 -30 -8 -50 -2L-46 0L-49 2L-44 2.5L-46 4.5L-40 4C-26 4 -12 4 -5 6' +
    'L-7 13L0 11L7 13L5 6C12 4 26 4 40 4L46 4.5L44 2.5L49 2L46 0L50 -2C30 -8 14 -6 6 -3C5 -5 3 -7 0 -7Z';
  c.add(`<path transform="translate(${x} ${y}) rotate(${tilt}) scale(${s})" d="${d}" fill="${color}"/>`);
}

/** Still lake from y to the bottom edge, reflecting the sky, with an arched footbridge. */
export function drawLake(c: SvgCanvas, rng: Rng, y: number, skyTop: string, skyHorizon: string, bridgeColor: string | undefined): void {
  const water = c.verticalGradient([
    [0, skyHorizon],
    [1, skyTop],
  ]);
  const h = c.height - y;
  c.add(`<rect y="${y}" width="${c.width}" height="${h}" fill="${water}"/>`);
  const ripples: string[] = [];
  for (let i = 0; i < 7; i++) {
    const ry = y + h * between(rng, 0.12, 0.9);
    const rx = c.width * between(rng, 0.05, 0.8);
    ripples.push(`M${rx} ${ry}h${c.width * between(rng, 0.04, 0.15)}`);
  }
  const stroke = c.height * 0.004;
  c.add(`<path d="${ripples.join('')}" stroke="#ffffff" stroke-width="${stroke}" stroke-linecap="round" opacity="0.45"/>`);
  if (!bridgeColor) return;
  const bx = c.width * between(rng, 0.3, 0.7);
  const span = c.width * 0.16;
  const rise = h * 0.55;
  const deck = y - rise * 0.08;
  const arch = `M${bx - span} ${y}Q${bx} ${deck - rise} ${bx + span} ${y}`;
  c.add(`<path d="${arch}" fill="none" stroke="${bridgeColor}" stroke-width="${stroke * 3}"/>`);
  c.add(`<path d="M${bx - span} ${y}Q${bx} ${y + rise} ${bx + span} ${y}" fill="none" stroke="${bridgeColor}" stroke-width="${stroke * 3}" opacity="0.3"/>`);
  const posts: string[] = [];
  for (let k = -3; k <= 3; k++) {
    const px = bx + (k / 4) * span;
    const t = (px - (bx - span)) / (2 * span);
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (deck - rise) + t * t * y;
    posts.push(`M${px} ${py}v${-c.height * 0.025}`);
  }
  c.add(`<path d="${posts.join('')}" stroke="${bridgeColor}" stroke-width="${stroke * 1.2}"/>`);
}
