/** Neutral placeholder illustration and the three-peak logo mark. */
import { createRng } from './prng.mjs';
import { crestPath, makeRidge, ridgePath } from './ridges.mjs';
import { SvgCanvas } from './svg.mjs';

/** Muted, clearly intentional mountain outline for items without a cover image. */
export function placeholderSvg(w: number, h: number): string {
  const rng = createRng('placeholder');
  const c = new SvgCanvas(w, h);
  const bg = c.verticalGradient([
    [0, '#f1f0ec'],
    [1, '#e6e4de'],
  ]);
  c.add(`<rect width="${w}" height="${h}" fill="${bg}"/>`);
  const stroke = h * 0.006;
  c.add(
    `<circle cx="${w * 0.66}" cy="${h * 0.34}" r="${h * 0.06}" fill="#ece9e2" stroke="#c9c4ba" stroke-width="${stroke}"/>`,
  );
  const layers = [
    { base: 0.66, amp: 0.3, fill: '#e8e5df', line: '#cdc8be', style: 'alpine' as const },
    { base: 0.8, amp: 0.2, fill: '#dedad2', line: '#bdb7ac', style: 'rounded' as const },
    { base: 0.94, amp: 0.12, fill: '#d4cfc5', line: '#aea79b', style: 'low' as const },
  ];
  for (const l of layers) {
    const ridge = makeRidge(rng, { width: w, base: h * l.base, amplitude: h * l.amp, style: l.style });
    const sharp = l.style === 'alpine';
    c.add(`<path d="${ridgePath(ridge, w, h, sharp)}" fill="${l.fill}"/>`);
    c.add(
      `<path d="${crestPath(ridge.points, sharp)}" fill="none" stroke="${l.line}" stroke-width="${stroke}" stroke-linejoin="round"/>`,
    );
  }
  return c.toString();
}

/** Three peaks (Lion's Head green, Lishan blue, Baguashan tea green) on white, drawn on a 32-unit grid. */
export function iconSvg(size: number): string {
  const c = new SvgCanvas(size, size);
  const s = size / 32;
  const peaks = [
    { d: 'M6 27L16 4.5L26 27Z', fill: '#2c5d8c' },
    { d: 'M1.5 27L10.5 11.5L19.5 27Z', fill: '#2f6b40' },
    { d: 'M12.5 27L22 13.5L30.5 27Z', fill: '#7fa847' },
  ];
  const body = peaks
    .map(
      (p) =>
        `<path d="${p.d}" fill="${p.fill}" stroke="#ffffff" stroke-width="1.2" stroke-linejoin="round" paint-order="stroke"/>`,
    )
    .join('');
  c.add(`<rect width="${size}" height="${size}" fill="#ffffff"/>`);
  c.add(`<g transform="scale(${s})">${body}</g>`);
  return c.toString();
}

/**
 * The installed app's icon (web app manifest): the three peaks of the favicon on white. The
 * maskable one keeps the peaks inside the central 80 % safe zone, on the brand green that a
 * launcher may crop to any shape.
 */
export function appIconSvg(size: number, maskable: boolean): string {
  const c = new SvgCanvas(size, size);
  const inner = maskable ? 0.62 : 0.86;
  const s = (size * inner) / 32;
  const offset = (size - 32 * s) / 2;
  const peaks = [
    { d: 'M6 27L16 4.5L26 27Z', fill: '#2c5d8c' },
    { d: 'M1.5 27L10.5 11.5L19.5 27Z', fill: '#2f6b40' },
    { d: 'M12.5 27L22 13.5L30.5 27Z', fill: '#7fa847' },
  ];
  const body = peaks
    .map(
      (p) =>
        `<path d="${p.d}" fill="${p.fill}" stroke="#ffffff" stroke-width="1.2" stroke-linejoin="round" paint-order="stroke"/>`,
    )
    .join('');
  c.add(`<rect width="${size}" height="${size}" fill="${maskable ? '#1d5f46' : '#ffffff'}"/>`);
  if (maskable) c.add(`<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.4}" fill="#ffffff"/>`);
  c.add(`<g transform="translate(${offset} ${offset - size * 0.02}) scale(${s})">${body}</g>`);
  return c.toString();
}
