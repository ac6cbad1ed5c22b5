import 'server-only';
import { closeSync, openSync, readSync } from 'node:fs';
import path from 'node:path';

const known = new Map<string, number | undefined>();

/**
 * The pixel width of one of the site's own pictures (`/images/….webp` in public/), read once from
 * the file's header and remembered; undefined for any other address, another format or a file
 * that cannot be read.
 */
export function ownImageWidth(src: string): number | undefined {
  if (!/^\/images\/[\w/-]+\.webp$/.test(src)) return undefined;
  if (known.has(src)) return known.get(src);
  let width: number | undefined;
  try {
    const file = openSync(path.join(process.cwd(), 'public', src), 'r');
    try {
      const header = Buffer.alloc(30);
      readSync(file, header, 0, header.length, 0);
      width = webpWidth(header);
    } finally {
      closeSync(file);
    }
  } catch {
    width = undefined;
  }
  known.set(src, width);
  return width;
}

/** The width in a WebP file's first 30 bytes (lossy VP8, lossless VP8L or extended VP8X). */
export function webpWidth(header: Buffer): number | undefined {
  if (header.toString('ascii', 0, 4) !== 'RIFF' || header.toString('ascii', 8, 12) !== 'WEBP') return undefined;
  switch (header.toString('ascii', 12, 16)) {
    case 'VP8 ':
      return header.readUInt16LE(26) & 0x3fff;
    case 'VP8L':
      return (header.readUInt32LE(21) & 0x3fff) + 1;
    case 'VP8X':
      return header.readUIntLE(24, 3) + 1;
    default:
      return undefined;
  }
}
