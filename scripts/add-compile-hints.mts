/**
 * After `next build` and before the brotli copies (package.json "build"): V8's compile hint at
 * the top of the framework's runtime scripts (lib/build/compile-hints.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFolder } from '../lib/build/build-folder';
import { addCompileHints } from '../lib/build/compile-hints';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const changed = await addCompileHints(path.join(root, buildFolder()));
console.log(
  `compile hint added to ${changed.length} runtime scripts${changed.length ? `: ${changed.join(', ')}` : ''}`,
);
