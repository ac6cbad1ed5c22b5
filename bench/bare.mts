import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BARE_DIR, BARE_PORT } from './config.mjs';
import { startNext, type RunningServer } from './server.mjs';

/**
 * The bare Next + next-intl app (bench/bare-app), "the framework's floor": built only when its
 * sources or the framework versions changed (a hash stamp in its .next), since a build costs about
 * 30 s of both cores, then served on port 3210 beside the site.
 */

const STAMP = '.next/bench-source-hash';
const BUILD_TIMEOUT_MS = 300_000;
/** Versions that change what the bare app measures; read from the repository's node_modules. */
const FRAMEWORK_PACKAGES = ['next', 'next-intl', 'use-intl', 'react', 'react-dom'];
/** Build output and files `next build` writes itself: not sources. */
const NOT_SOURCES = new Set(['.next', 'node_modules', 'next-env.d.ts']);

export interface BareBuild {
  dir: string;
  /** false when the stamp matched and the existing build was reused. */
  built: boolean;
  buildSeconds: number | null;
  sourceHash: string;
  versions: Record<string, string>;
}

async function sourceFiles(dir: string, rel = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, rel), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (NOT_SOURCES.has(entry.name)) continue;
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(dir, child)));
    else if (entry.isFile()) files.push(child);
  }
  return files;
}

async function frameworkVersions(root: string): Promise<Record<string, string>> {
  const versions: Record<string, string> = {};
  for (const name of FRAMEWORK_PACKAGES) {
    const pkg = JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version?: string;
    };
    versions[name] = pkg.version ?? 'unknown';
  }
  return versions;
}

async function sourceHash(dir: string, versions: Record<string, string>): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(versions));
  for (const file of (await sourceFiles(dir)).sort()) {
    hash.update(`\0${file}\0`).update(await readFile(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The build in flight, so an interrupted bench can stop it. */
let activeBuild: { pid: number } | undefined;

export function stopBareBuild(): void {
  if (!activeBuild) return;
  try {
    process.kill(-activeBuild.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

function runBuild(root: string, dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group (detached) so a timeout or Ctrl-C ends the build's workers as well.
    const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid === undefined) return reject(new Error('could not spawn next build for the bare app'));
    const pid = child.pid;
    activeBuild = { pid };
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => stopBareBuild(), BUILD_TIMEOUT_MS);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      activeBuild = undefined;
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `bare app build exited with ${signal ?? code}:\n${output.trim().split('\n').slice(-15).join('\n')}`,
          ),
        );
    });
  });
}

export async function ensureBareBuild(root: string, onProgress: (message: string) => void): Promise<BareBuild> {
  const dir = path.join(root, BARE_DIR);
  const versions = await frameworkVersions(root);
  const before = await sourceHash(dir, versions);
  const stampFile = path.join(dir, STAMP);
  const stamp = (await exists(stampFile)) ? (await readFile(stampFile, 'utf8')).trim() : undefined;
  if (stamp === before && (await exists(path.join(dir, '.next/BUILD_ID')))) {
    return { dir: BARE_DIR, built: false, buildSeconds: null, sourceHash: before, versions };
  }

  onProgress(`building the bare app (${BARE_DIR}): sources changed or never built`);
  const started = performance.now();
  await runBuild(root, dir);
  // Hashed again after the build: `next build` may add settings to tsconfig.json, and the stamp
  // must describe the sources as they now are, or the next run would rebuild for nothing.
  const after = await sourceHash(dir, versions);
  await writeFile(stampFile, `${after}\n`);
  return {
    dir: BARE_DIR,
    built: true,
    buildSeconds: Math.round((performance.now() - started) / 100) / 10,
    sourceHash: after,
    versions,
  };
}

export function startBareServer(root: string): Promise<RunningServer> {
  return startNext({
    label: 'bare app',
    cwd: path.join(root, BARE_DIR),
    root,
    port: BARE_PORT,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    readyPath: '/en',
  });
}
