/**
 * After `next build` (package.json "build"): a brotli copy at the best quality beside each script
 * and style sheet of the build (lib/build/precompress.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFolder } from '../lib/build/build-folder';
import { precompressBuildFiles } from '../lib/build/precompress';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const { files, bytes, copyBytes } = await precompressBuildFiles(path.join(root, buildFolder(), 'static'));
console.log(
  `brotli copies of the build's scripts and styles: ${files} files, ${(bytes / 1000).toFixed(0)} kB → ${(copyBytes / 1000).toFixed(0)} kB (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
