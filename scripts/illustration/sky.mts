/** Sky background, sun or moon with glow, clouds, distant birds and valley haze. */
import type { Rng } from './prng.mjs';
import { between, intBetween } from './prng.mjs';
import type { Sky } from './palettes.mjs';
import type { SvgCanvas } from './svg.mjs';

export function drawSky(c: SvgCanvas, sky: Sky): void {
  const fill = c.verticalGradient([
    [0, sky.top],
    [0.55, sky.middle],
    [1, sky.horizon],
  ]);
  c.add(`<rect width="${c.width}" height="${c.height}" fill="${fill}"/>`);
}

export function drawSun(c: SvgCanvas, x: number, y: number, r: number, color: string): void {
  const glow = c.id('r');
  c.def(
    `<radialGradient id="${glow}"><stop offset="0" stop-color="${color}" stop-opacity="0.55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  c.add(`<circle cx="${x}" cy="${y}" r="${r * 4}" fill="url(#${glow})"/>`);
  c.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`);
}

/** Crescent moon: a disc with a sky-coloured disc cut out through a mask. */
export function drawMoon(c: SvgCanvas, x: number, y: number, r: number, color: string): void {
  const mask = c.id('m');
  c.def(
    `<mask id="${mask}"><circle cx="${x}" cy="${y}" r="${r}" fill="#fff"/><circle cx="${x + r * 0.45}" cy="${y - r * 0.25}" r="${r * 0.9}" fill="#000"/></mask>`,
  );
  c.add(`<circle cx="${x}" cy="${y}" r="${r * 2.2}" fill="${color}" opacity="0.12"/>`);
  c.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" mask="url(#${mask})"/>`);
}

export function drawClouds(c: SvgCanvas, rng: Rng, count: number, color: string): void {
  const soft = c.blur(c.width * 0.004);
  for (let i = 0; i < count; i++) {
    const x = between(rng, 0.08, 0.92) * c.width;
    const y = between(rng, 0.08, 0.3) * c.height;
    const w = between(rng, 0.08, 0.16) * c.width;
    const h = w * between(rng, 0.16, 0.24);
    const puffs = [
      `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}"/>`,
      `<ellipse cx="${x - w * 0.12}" cy="${y - h * 0.45}" rx="${w * 0.2}" ry="${h * 0.55}"/>`,
      `<ellipse cx="${x + w * 0.12}" cy="${y - h * 0.35}" rx="${w * 0.16}" ry="${h * 0.45}"/>`,
    ];
    c.add(`<g fill="${color}" opacity="0.55" filter="${soft}">${puffs.join('')}</g>`);
  }
}

export function drawBirds(c: SvgCanvas, rng: Rng, color: string): void {
  const cx = between(rng, 0.2, 0.8) * c.width;
  const cy = between(rng, 0.14, 0.3) * c.height;
  const s = c.width * 0.007;
  const marks: string[] = [];
  for (let i = intBetween(rng, 2, 4); i > 0; i--) {
    const x = cx + between(rng, -6, 6) * s;
    const y = cy + between(rng, -2.5, 2.5) * s;
    const k = between(rng, 0.7, 1.2) * s;
    marks.push(`M${x - 2 * k} ${y}q${k} ${-k} ${2 * k} 0q${k} ${-k} ${2 * k} 0`);
  }
  c.add(
    `<path d="${marks.join('')}" fill="none" stroke="${color}" stroke-width="${s * 0.45}" stroke-linecap="round" opacity="0.7"/>`,
  );
}

/** Valley haze: fades in from y0 (transparent) to y1, solid below; the next ridge covers most of it. */
export function drawHaze(c: SvgCanvas, y0: number, y1: number, color: string, opacity: number): void {
  const fill = c.verticalGradient([
    [0, color, 0],
    [1, color, opacity],
  ]);
  c.add(`<rect y="${y0}" width="${c.width}" height="${y1 - y0}" fill="${fill}"/>`);
  c.add(`<rect y="${y1}" width="${c.width}" height="${c.height - y1}" fill="${color}" opacity="${opacity}"/>`);
}
