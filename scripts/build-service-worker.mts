/**
 * Bundles the service worker (worker/sw.ts, Serwist's strategies and the site's rules from
 * lib/offline) into public/sw.js, after `next build` (package.json "build").
 *
 * Why not @serwist/next: its Turbopack "configurator" mode needs @serwist/cli ^9.5.13, which the
 * registry reachable here lacks (9.5.12 is the newest), and its webpack plugin does not run under
 * Turbopack (Next 16's default). Serwist's core library bundled by esbuild gives the same worker.
 * Nothing is precached from a build manifest: the worker stores the shell pages at install and
 * reads the build files each one needs from its HTML (lib/offline/shell.ts), so the list is never
 * out of step with what Next emitted.
 *
 * The build id is written into the worker: each deploy is a new worker script, which is what
 * makes browsers fetch and install it (and show the "new version" note).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildFolder } from '../lib/build/build-folder';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = buildFolder();

async function main(): Promise<void> {
  const buildId = (await readFile(path.join(root, distDir, 'BUILD_ID'), 'utf8')).trim();
  const result = await build({
    entryPoints: [path.join(root, 'worker/sw.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    tsconfig: path.join(root, 'worker/tsconfig.json'),
    define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
  });
  const code = result.outputFiles[0]!.contents;
  await writeFile(path.join(root, 'public/sw.js'), code);
  console.log(`public/sw.js\t${code.length} bytes (build ${buildId})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
