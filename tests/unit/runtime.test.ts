import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The site runs on Node.js 24 LTS, brought by the `node` package and found first on every npm
// script's PATH (README, "Runtime"); the machine's own Node.js may be older and unsupported.
describe('runtime', () => {
  const pinned = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

  it('the tests run on the Node.js the project pins, not the machine’s own', () => {
    expect(process.versions.node).toBe(pinned.dependencies.node);
  });

  it('is a Node.js whose AsyncLocalStorage needs no promise hooks (24 or later)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
