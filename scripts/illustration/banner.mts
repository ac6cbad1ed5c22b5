/** Wide banner (and Open Graph image) with one ridge per area: Lishan behind, Lion's Head, Baguashan in front. */
import { lighten, mix } from './color.mjs';
import { PALETTES, ridgeColor, skyFor } from './palettes.mjs';
import { createRng } from './prng.mjs';
import { drawHawk, drawTeaRows, drawTemple, drawTrees } from './props.mjs';
import { makeRidge, ridgePath } from './ridges.mjs';
import { drawBirds, drawMist, drawSky, drawSun } from './sky.mjs';
import { SvgCanvas } from './svg.mjs';

export function bannerSvg(w: number, h: number): string {
  const rng = createRng('banner:home');
  const c = new SvgCanvas(w, h);
  const sky = skyFor('dawn', PALETTES.lishan, 0.08);
  drawSky(c, sky);
  drawSun(c, w * 0.62, h * 0.36, h * 0.07, mix(sky.sun, PALETTES.bagua.accent, 0.25));
  drawBirds(c, rng, mix(sky.top, '#1d2430', 0.55));

  const { lishan, lion, bagua } = PALETTES;
  const far = makeRidge(rng, { width: w, base: h * 0.6, amplitude: h * 0.4, style: 'alpine' });
  c.add(`<path d="${ridgePath(far, w, h, true)}" fill="${ridgeColor(lishan, sky, 0.25)}"/>`);
  const alp = makeRidge(rng, { width: w, base: h * 0.66, amplitude: h * 0.26, style: 'alpine' });
  c.add(`<path d="${ridgePath(alp, w, h, true)}" fill="${ridgeColor(lishan, sky, 0.7)}"/>`);
  drawMist(c, rng, h * 0.66, lighten(sky.horizon, 0.4), 0.55);

  const hills = makeRidge(rng, { width: w, base: h * 0.8, amplitude: h * 0.2, style: 'rounded' });
  const hillColor = ridgeColor(lion, sky, 0.8);
  c.add(`<path d="${ridgePath(hills, w, h, false)}" fill="${hillColor}"/>`);
  const tx = w * 0.24;
  drawTemple(c, tx, hills.yAt(tx) + h * 0.012, w * 0.04, mix(hillColor, lion.ink, 0.45));
  drawTrees(c, rng, hills, w * 0.3, w * 0.48, h * 0.04, 'broadleaf', hillColor);
  drawMist(c, rng, h * 0.82, lighten(sky.horizon, 0.4), 0.4);

  const tea = makeRidge(rng, { width: w, base: h * 0.98, amplitude: h * 0.14, style: 'low' });
  const teaPath = ridgePath(tea, w, h, false);
  const teaColor = ridgeColor(bagua, sky, 0.9);
  c.add(`<path d="${teaPath}" fill="${teaColor}"/>`);
  drawTeaRows(c, tea, teaPath, lighten(teaColor, 0.16));

  drawHawk(c, w * 0.74, h * 0.22, w * 0.05, -8, bagua.ink);
  drawHawk(c, w * 0.82, h * 0.3, w * 0.032, 6, bagua.ink);
  return c.toString();
}
