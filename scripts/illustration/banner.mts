/** Wide banner (and Open Graph image) with one ridge per area: Lishan behind, Lion's Head, Baguashan in front. */
import { lighten, mix } from './color.mjs';
import { PALETTES, ridgeColor, skyFor } from './palettes.mjs';
import { createRng } from './prng.mjs';
import { drawHawk, drawTeaRows, drawTemple, drawTrees } from './props.mjs';
import { makeRidge, ridgePath } from './ridges.mjs';
import { drawHaze, drawSky, drawSun } from './sky.mjs';
import { SvgCanvas } from './svg.mjs';

export function bannerSvg(w: number, h: number): string {
  const rng = createRng('banner:home');
  const c = new SvgCanvas(w, h);
  const detail = w / h / 1.5;
  const { lishan, lion, bagua } = PALETTES;
  const sky = skyFor('dawn', lishan, 0.08);
  const haze = lighten(sky.horizon, 0.3);
  drawSky(c, sky);
  drawSun(c, w * 0.64, h * 0.34, h * 0.065, mix(sky.sun, bagua.accent, 0.35));

  const far = makeRidge(rng, { width: w, base: h * 0.58, amplitude: h * 0.36, style: 'alpine', detail });
  c.add(`<path d="${ridgePath(far, w, h, true)}" fill="${ridgeColor(lishan, sky, 0.2)}"/>`);
  drawHaze(c, far.mean, far.mean + h * 0.16, haze, 0.45);
  const alp = makeRidge(rng, { width: w, base: h * 0.66, amplitude: h * 0.26, style: 'alpine', detail });
  c.add(`<path d="${ridgePath(alp, w, h, true)}" fill="${ridgeColor(lishan, sky, 0.65)}"/>`);
  drawHaze(c, alp.mean, alp.mean + h * 0.14, haze, 0.5);

  const hills = makeRidge(rng, { width: w, base: h * 0.84, amplitude: h * 0.2, style: 'rounded', detail });
  const hillColor = ridgeColor(lion, sky, 0.92);
  c.add(`<path d="${ridgePath(hills, w, h, false)}" fill="${hillColor}"/>`);
  drawTrees(c, rng, hills, w * 0.02, w * 0.2, h * 0.045, 'broadleaf', hillColor);
  drawTrees(c, rng, hills, w * 0.3, w * 0.62, h * 0.045, 'broadleaf', hillColor);
  const tx = w * 0.25;
  drawTemple(c, tx, hills.yAt(tx) + h * 0.015, w * 0.045, mix(hillColor, lion.ink, 0.5));

  const tea = makeRidge(rng, { width: w, base: h * 0.97, amplitude: h * 0.17, style: 'low', detail });
  const teaPath = ridgePath(tea, w, h, false);
  const teaColor = mix(bagua.deep, bagua.light, 0.3);
  c.add(`<path d="${teaPath}" fill="${teaColor}"/>`);
  drawTeaRows(c, tea, teaPath, lighten(teaColor, 0.18));

  drawHawk(c, w * 0.76, h * 0.2, h * 0.11, -8, bagua.ink);
  drawHawk(c, w * 0.84, h * 0.29, h * 0.07, 6, bagua.ink);
  return c.toString();
}
