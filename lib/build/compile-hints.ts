import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readRootMainFiles } from './build-manifest';

/**
 * V8's explicit compile hint (Chrome and Edge 136 and later): a script that starts with this
 * comment has every function compiled while it streams in, on a background thread, instead of
 * each one on the main thread at its first call. Browsers without it read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint at the top of the framework's runtime (the build manifest's
 * `rootMainFiles`: React DOM, Next's router and Turbopack's module loader, loaded by every page),
 * after `next build` and before the brotli copies are made. Those files are what runs to start
 * every page, so eager compilation wastes little: measured on a phone profile (4× slower CPU),
 * compiling their module factories lazily was most of the page's one long task at start
 * (README, Performance). The page's own chunks are left lazy: most of their functions are event
 * handlers that may never run. Idempotent; returns the files it changed.
 */
export async function addCompileHints(buildFolder: string): Promise<string[]> {
  const changed: string[] = [];
  for (const file of await readRootMainFiles(buildFolder)) {
    const script = path.join(buildFolder, file);
    const body = await readFile(script, 'utf8');
    if (body.startsWith(COMPILE_HINT)) continue;
    await writeFile(script, COMPILE_HINT + body);
    changed.push(file);
  }
  return changed;
}
