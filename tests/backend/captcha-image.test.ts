import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import { describe, expect, test } from 'vitest';
import { codeToSpeak, createCaptcha } from '@/lib/backend/security/captcha';

// The drawing svg-captcha makes of a given text (as lib/backend/security/captcha.ts calls it).
const draw = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;
const options = { noise: 2, color: false, width: 150, height: 50, fontSize: 48 };

/**
 * The attack of the black-box test (issue 24): svg-captcha draws each digit from a fixed font
 * outline, moved by a fraction of a pixel, so the sequence of a glyph path's commands names the
 * digit. Learnt once from drawings of known digits, it reads any served SVG.
 */
const glyphsOf = (svg: string) =>
  (svg.match(/<path\b[^>]*\/>/g) ?? [])
    .filter((path) => !/fill="none"/.test(path))
    .map((path) => /\bd="([^"]*)"/.exec(path)![1]!)
    .sort((a, b) => Number(/^M([\d.]+)/.exec(a)?.[1]) - Number(/^M([\d.]+)/.exec(b)?.[1]));
const signatureOf = (d: string) => d.replace(/[^A-Za-z]/g, '');
const known = new Map<string, string>();
for (const digit of '0123456789')
  for (const d of glyphsOf(draw(digit.repeat(5), options))) known.set(signatureOf(d), digit);
const solve = (image: string) =>
  glyphsOf(image)
    .map((d) => known.get(signatureOf(d)) ?? '?')
    .join('');

const randomCode = () => Array.from({ length: 5 }, () => String(randomInt(10))).join('');

describe('the captcha is a picture, not a drawing a program can read', () => {
  test('the path-reading solver reads the SVGs that were served before (so the check below means something)', () => {
    const codes = Array.from({ length: 30 }, randomCode);
    const read = codes.filter((code) => solve(draw(code, options)) === code);
    expect(read.length).toBeGreaterThanOrEqual(29);
  });

  test('it reads none of the codes served now: a PNG with no outline to read', async () => {
    let read = 0;
    for (let i = 0; i < 12; i++) {
      const challenge = await createCaptcha();
      expect(challenge.image).toMatch(/^data:image\/png;base64,/);
      const bytes = Buffer.from(challenge.image.split(',')[1]!, 'base64');
      const spoken = await codeToSpeak(challenge.id);
      const code = typeof spoken === 'object' ? spoken.code : undefined;
      expect(code).toMatch(/^\d{5}$/);
      if (solve(bytes.toString('latin1')) === code) read++;
    }
    expect(read).toBe(0);
  }, 60_000);

  test('a person can still read it: a sharp 300×100 picture (shown at 150×50) with dark ink on white, not a blot', async () => {
    const challenge = await createCaptcha();
    const png = Buffer.from(challenge.image.split(',')[1]!, 'base64');
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 100]);
    const ink = data.filter((value) => value < 128).length / data.length;
    // The five glyphs cover roughly a sixth of the picture; noise adds a little, never most of it.
    expect(ink).toBeGreaterThan(0.06);
    expect(ink).toBeLessThan(0.4);
  });
});
