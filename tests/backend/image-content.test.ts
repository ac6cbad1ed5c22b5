import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { isWellFormedBmp, isWholeImage } from '@/lib/backend/forms/image-content';

/** A real 24-bit BMP of `width` × `height` pixels, as image editors write it. */
function bmp(width: number, height: number): Buffer {
  const rowBytes = Math.ceil((width * 24) / 32) * 4;
  const pixels = rowBytes * height;
  const file = Buffer.alloc(54 + pixels);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(pixels, 34);
  return file;
}

const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

describe('an upload must be a whole image, not a file that starts like one', () => {
  test('a real BMP passes; "BM" in front of HTML, a BMP with HTML after its pixels, or lying headers do not', () => {
    expect(isWellFormedBmp(bmp(3, 2))).toBe(true);
    expect(isWellFormedBmp(Buffer.concat([Buffer.from('BM'), html]))).toBe(false);
    const withTail = Buffer.concat([bmp(3, 2), html]);
    withTail.writeUInt32LE(withTail.length, 2);
    expect(isWellFormedBmp(withTail)).toBe(false);
    const wrongSize = bmp(3, 2);
    wrongSize.writeUInt32LE(9999, 2);
    expect(isWellFormedBmp(wrongSize)).toBe(false);
    const zeroWidth = bmp(3, 2);
    zeroWidth.writeInt32LE(0, 18);
    expect(isWellFormedBmp(zeroWidth)).toBe(false);
  });

  test('a PNG, JPEG or GIF must decode to the last pixel, as the type its signature announced', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const gif = await sharp(png).gif().toBuffer();
    expect(await isWholeImage(png, 'image/png')).toBe(true);
    expect(await isWholeImage(jpeg, 'image/jpeg')).toBe(true);
    expect(await isWholeImage(gif, 'image/gif')).toBe(true);
    expect(await isWholeImage(readFileSync(path.join(__dirname, '../fixtures/pixel.png')), 'image/png')).toBe(true);
    expect(await isWholeImage(bmp(2, 2), 'image/bmp')).toBe(true);
    // A signature and then something else; a file cut short; a JPEG sent as a PNG.
    expect(await isWholeImage(Buffer.concat([png.subarray(0, 8), html]), 'image/png')).toBe(false);
    expect(await isWholeImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg')).toBe(false);
    expect(await isWholeImage(jpeg, 'image/png')).toBe(false);
  });
});
