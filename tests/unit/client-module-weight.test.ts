import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Modules that every page loads (the language switcher in its first-load JavaScript; the view
 * beacon and the offline notes right after hydration) must not pull in a heavy library through what they import: zod once
 * reached every page this way (+34 kB gzip) when the section registry imported the schemas for
 * their choice lists. This follows the imports (type-only imports erased, as the bundler does).
 */
const root = path.resolve(__dirname, '../..');
const shellModules = [
  'lib/sections.ts',
  'lib/routing/visibility.ts',
  'lib/routing/detail-address.ts',
  'instrumentation-client.ts',
  // The offline notes and the worker's registration are on every page (after hydration, with the
  // overlay and the view report); the worker itself (Serwist) is a separate script the page never loads.
  'components/offline/offline-status.tsx',
  'components/layout/after-hydration.tsx',
  'components/layout/after-hydration-parts.tsx',
];
const heavyPackages = ['zod', 'drizzle-orm', '@electric-sql/pglite', 'pg', 'opencc-js', 'leaflet', 'serwist'];

function resolveModule(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && !candidate.endsWith('/'),
  );
}

/** Every file and package reached from `start` by value imports (and re-exports). */
function reachedFrom(start: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.join(root, start)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file) || !/\.tsx?$/.test(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    const imports = source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm);
    for (const [, specifier] of imports) {
      const resolved = resolveModule(file, specifier!);
      if (resolved) queue.push(resolved);
      else if (!specifier!.startsWith('.') && !specifier!.startsWith('@/')) packages.add(specifier!);
    }
  }
  return { files, packages };
}

describe('modules in every page’s first-load JavaScript', () => {
  for (const start of shellModules) {
    test(`${start} reaches no heavy library`, () => {
      const { files, packages } = reachedFrom(start);
      expect(files.size).toBeGreaterThan(0);
      expect(
        [...packages].filter((name) => heavyPackages.some((heavy) => name === heavy || name.startsWith(`${heavy}/`))),
      ).toEqual([]);
    });
  }

  // The registry (about 1 kB gzip) is the server's: the shell's browser components get what they
  // need of it as props (the switcher its visibility rules, the search field the results page's path).
  for (const start of [
    'components/layout/language-switcher.tsx',
    'components/navigation/header-search-input.tsx',
    'components/layout/view-beacon.tsx',
    'components/layout/after-hydration-parts.tsx',
  ]) {
    test(`${start} does not carry the section registry to the browser`, () => {
      expect([...reachedFrom(start).files].map((file) => path.relative(root, file))).not.toContain('lib/sections.ts');
    });
  }

  // Error boundaries are in every page's first scripts; the error page itself is fetched when a page
  // fails (components/layout/load-error-page.tsx): each boundary carrying its own copy cost 1.7 kB.
  for (const start of ['app/global-error.tsx', 'app/[locale]/(site)/error.tsx', 'app/[locale]/file-area/error.tsx']) {
    test(`${start} does not carry the error page, only its loader`, () => {
      const reached = [...reachedFrom(start).files].map((file) => path.relative(root, file));
      expect(reached).toContain('components/layout/load-error-page.tsx');
      expect(reached).not.toContain('components/layout/page-error.tsx');
      expect(reached).not.toContain('components/layout/global-page-error.tsx');
    });
  }

  test('the walk does see zod where it is imported (a schema module)', () => {
    expect(reachedFrom('lib/schemas/trail.ts').packages).toContain('zod');
  });
});
