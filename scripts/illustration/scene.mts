/** Composes one layered landscape (sky, sun or moon, ridges, mist, props) into an SVG string. */
import { lighten, mix } from './color.mjs';
import { ridgeColor, skyFor, type AreaPalette, type RidgeStyle, type TimeOfDay } from './palettes.mjs';
import { between, type Rng } from './prng.mjs';
import { drawHawk, drawLake, drawTeaRows, drawTemple, drawTrees, type TreeKind } from './props.mjs';
import { makeRidge, ridgePath, type Ridge } from './ridges.mjs';
import { drawBirds, drawClouds, drawHaze, drawMoon, drawSky, drawSun } from './sky.mjs';
import { SvgCanvas } from './svg.mjs';

export interface SceneFeatures {
  ridges: number;
  mist: number;
  clouds: number;
  birds: boolean;
  moon: boolean;
  trees?: TreeKind;
  /** Share of the width covered by trees on the nearest ridge (0..1); above 0.6 the next ridge gets trees too. */
  treeCover: number;
  temple: boolean;
  teaRows: boolean;
  hawks: number;
  lake: boolean;
  bridge: boolean;
}

export interface SceneOptions {
  width: number;
  height: number;
  rng: Rng;
  palette: AreaPalette;
  time: TimeOfDay;
  features: SceneFeatures;
  /** Position of the sun or moon as fractions of width and height. */
  sunX?: number;
  sunY?: number;
}

/** Per-style crest bases and amplitudes as fractions of height, far -> near. */
const LAYOUT: Readonly<Record<RidgeStyle, { base: [number, number]; amp: [number, number] }>> = {
  alpine: { base: [0.56, 0.9], amp: [0.36, 0.14] },
  rounded: { base: [0.54, 0.9], amp: [0.2, 0.12] },
  low: { base: [0.6, 0.92], amp: [0.13, 0.09] },
};

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

export function renderScene(o: SceneOptions): string {
  const { width: w, height: h, rng, palette, time, features: f } = o;
  const c = new SvgCanvas(w, h);
  const sky = skyFor(time, palette);
  drawSky(c, sky);

  const sx = (o.sunX ?? between(rng, 0.15, 0.85)) * w;
  const low = time !== 'day';
  const sy = (o.sunY ?? (low ? between(rng, 0.3, 0.4) : between(rng, 0.13, 0.22))) * h;
  const radius = Math.min(w, h) * between(rng, 0.045, 0.065);
  if (f.moon) drawMoon(c, sx, sy * 0.7, radius * 0.8, lighten(sky.sun, 0.5));
  else drawSun(c, sx, sy, radius, sky.sun);
  if (f.clouds > 0) drawClouds(c, rng, f.clouds, lighten(sky.horizon, 0.5));
  if (f.birds) drawBirds(c, rng, mix(sky.top, '#1d2430', 0.6));

  const count = f.ridges;
  const ridges: { ridge: Ridge; path: string; color: string }[] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 1 : i / (count - 1);
    if (f.lake && i === count - 1) break;
    const style: RidgeStyle = palette.style === 'alpine' && t > 0.6 ? 'rounded' : palette.style;
    const layout = LAYOUT[palette.style];
    const ridge = makeRidge(rng, {
      width: w,
      base: lerp(layout.base[0], layout.base[1], t) * h * between(rng, 0.97, 1.03),
      amplitude: lerp(layout.amp[0], layout.amp[1], t) * h * between(rng, 0.75, 1.15),
      style,
      detail: w / h / 1.5,
    });
    const path = ridgePath(ridge, w, h, style === 'alpine');
    const color = ridgeColor(palette, sky, t);
    c.add(`<path d="${path}" fill="${color}"/>`);
    ridges.push({ ridge, path, color });
    if (f.teaRows && t >= 0.6) drawTeaRows(c, ridge, path, lighten(color, 0.12 + 0.06 * t));
    if (f.temple && i === Math.max(1, count - 3)) {
      const tx = between(rng, 0.2, 0.8) * w;
      drawTemple(c, tx, ridge.yAt(tx) + h * 0.015, w * 0.075, mix(color, palette.ink, 0.45));
    }
    if (i < count - 1) drawHaze(c, ridge.mean, ridge.mean + h * 0.16, lighten(sky.horizon, 0.3), 0.2 + 0.14 * f.mist);
  }

  const near = ridges[ridges.length - 1];
  const second = ridges[ridges.length - 2];
  if (f.trees && near && !f.teaRows) {
    const start = between(rng, -0.05, 0.95 - f.treeCover) * w;
    if (second && f.treeCover > 0.6) {
      drawTrees(c, rng, second.ridge, 0, w, h * 0.035, f.trees, second.color);
    }
    drawTrees(c, rng, near.ridge, start, start + f.treeCover * w, h * 0.055, f.trees, near.color);
  }
  if (f.lake && near) {
    const water = { top: mix(sky.horizon, sky.top, 0.45), bottom: mix(sky.top, palette.deep, 0.3) };
    drawLake(c, rng, h * 0.84, water, { path: near.path, color: near.color }, f.bridge ? palette.ink : undefined);
  }
  for (let k = 0; k < f.hawks; k++) {
    const span = w * (k === 0 ? 0.07 : 0.045);
    drawHawk(c, between(rng, 0.15, 0.85) * w, between(rng, 0.12, 0.3) * h, span, between(rng, -12, 12), palette.ink);
  }
  return c.toString();
}
