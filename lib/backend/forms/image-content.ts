import 'server-only';
import sharp from 'sharp';
import type { UploadValue } from '@/lib/schemas/forms/upload';

/**
 * Whether an upload's bytes are a whole image of the type its first bytes announced, not only a
 * file that starts like one (an HTML or ZIP file behind "BM" or a PNG signature). JPEG, PNG and
 * GIF are decoded to the last pixel with sharp; BMP, which libvips does not read, has its headers
 * checked against the file: its size, the pixel data's place and length, nothing after it.
 */
export async function isWholeImage(bytes: Buffer, contentType: UploadValue['contentType']): Promise<boolean> {
  if (contentType === 'image/bmp') return isWellFormedBmp(bytes);
  const format = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif' }[contentType];
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 });
    const meta = await image.metadata();
    if (meta.format !== format || !meta.width || !meta.height) return false;
    await image.stats();
    return true;
  } catch {
    return false;
  }
}

const dibHeaderSizes = new Set([12, 40, 52, 56, 108, 124]);
const bitDepths = new Set([1, 4, 8, 16, 24, 32]);

/** A Windows bitmap whose file header and DIB header agree with the file's own length. */
export function isWellFormedBmp(bytes: Buffer): boolean {
  if (bytes.length < 26 || bytes.toString('latin1', 0, 2) !== 'BM') return false;
  const declaredSize = bytes.readUInt32LE(2);
  const pixelOffset = bytes.readUInt32LE(10);
  const dibSize = bytes.readUInt32LE(14);
  if ((declaredSize !== 0 && declaredSize !== bytes.length) || bytes.readUInt32LE(6) !== 0) return false;
  if (!dibHeaderSizes.has(dibSize) || pixelOffset < 14 + dibSize || pixelOffset >= bytes.length) return false;
  const core = dibSize === 12;
  const width = core ? bytes.readUInt16LE(18) : bytes.readInt32LE(18);
  const height = Math.abs(core ? bytes.readInt16LE(20) : bytes.readInt32LE(22));
  const planes = bytes.readUInt16LE(core ? 22 : 26);
  const bitsPerPixel = bytes.readUInt16LE(core ? 24 : 28);
  const compression = core ? 0 : bytes.readUInt32LE(30);
  if (width <= 0 || height <= 0 || width > 20_000 || height > 20_000 || planes !== 1 || !bitDepths.has(bitsPerPixel))
    return false;
  // Uncompressed (BI_RGB, or BI_BITFIELDS with its masks in the header): the rows, 4-byte aligned, end the file.
  if (compression === 0 || compression === 3) {
    const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
    const pixels = bytes.length - pixelOffset;
    return pixels >= rowBytes * height && pixels <= rowBytes * height + 4;
  }
  // Run-length encoded (1, 2): it cannot be sized from the header; it must at least not be empty.
  return (compression === 1 || compression === 2) && bytes.length - pixelOffset > 0;
}
