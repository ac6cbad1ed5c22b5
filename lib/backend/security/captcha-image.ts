import 'server-only';
import { randomInt } from 'node:crypto';
import sharp from 'sharp';

/** The image's size in CSS pixels (the form shows it at this size) and how much finer it is drawn. */
export const captchaWidth = 150;
export const captchaHeight = 50;
const scale = 2;

const pathPattern = /<path\b[^>]*\/>/g;
const coordinatePattern = /-?\d+(?:\.\d+)?/g;

/** A random number in [min, max], from the crypto generator (the code's own randomness is crypto's too). */
function between(min: number, max: number): number {
  return min + (randomInt(1_000_001) / 1_000_000) * (max - min);
}

/** The centre of a glyph's outline, from the coordinates of its path (good enough to turn it about). */
function centreOf(path: string): { x: number; y: number } {
  const d = /\bd="([^"]*)"/.exec(path)?.[1] ?? '';
  const numbers = (d.match(coordinatePattern) ?? []).map(Number);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  const mid = (values: number[]) => (values.length ? (Math.min(...values) + Math.max(...values)) / 2 : 0);
  return { x: mid(xs), y: mid(ys) };
}

/** A stroke across the whole image, over and under the glyphs, as thick as their own strokes. */
function crossingStroke(colour: string): string {
  const y = () => between(8, captchaHeight - 8).toFixed(1);
  return `<path d="M0 ${y()} C${between(30, 60).toFixed(1)} ${y()},${between(90, 120).toFixed(1)} ${y()},${captchaWidth} ${y()}" stroke="${colour}" stroke-width="${between(1.6, 2.6).toFixed(1)}" fill="none"/>`;
}

/** Speckles: a hundred and fifty dots, grey and white. */
function speckles(): string {
  return Array.from({ length: 150 }, (_, index) => {
    const colour = index % 3 === 0 ? '#fff' : '#777';
    return `<circle cx="${between(0, captchaWidth).toFixed(1)}" cy="${between(0, captchaHeight).toFixed(1)}" r="${between(0.4, 1.1).toFixed(2)}" fill="${colour}"/>`;
  }).join('');
}

/**
 * The code as a raster image. The glyph outlines come from svg-captcha, but what is served is a
 * PNG: each glyph turned, slanted and scaled at random, a stroke crossing the code, speckles over
 * it, all flattened into pixels. The served SVG of before gave a script each digit's outline as a
 * path whose command sequence named the digit (tests/backend/captcha-image.test.ts keeps that
 * solver, which read 60 of 60 codes, and shows it reads none now); pixels carry no such structure.
 */
export async function rasterCaptcha(svg: string): Promise<Buffer> {
  const paths = svg.match(pathPattern) ?? [];
  const glyphs = paths.filter((path) => !/fill="none"/.test(path));
  const lines = paths.filter((path) => /fill="none"/.test(path));
  const turned = glyphs.map((glyph) => {
    const { x, y } = centreOf(glyph);
    const transform = [
      `translate(${x.toFixed(1)} ${y.toFixed(1)})`,
      `rotate(${between(-18, 18).toFixed(1)})`,
      `skewX(${between(-14, 14).toFixed(1)})`,
      `scale(${between(0.86, 1.08).toFixed(2)} ${between(0.9, 1.1).toFixed(2)})`,
      `translate(${(-x).toFixed(1)} ${(-y + between(-3, 3)).toFixed(1)})`,
    ].join(' ');
    return `<g transform="${transform}">${glyph}</g>`;
  });
  const picture = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${captchaWidth * scale}" height="${captchaHeight * scale}" viewBox="0 0 ${captchaWidth} ${captchaHeight}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    ...lines,
    ...turned,
    crossingStroke('#555'),
    speckles(),
    '</svg>',
  ].join('');
  return sharp(Buffer.from(picture))
    .flatten({ background: '#fff' })
    .greyscale()
    .png({ compressionLevel: 9 })
    .toBuffer();
}
