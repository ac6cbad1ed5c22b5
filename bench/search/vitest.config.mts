import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `npm run bench:search` (also `npm run bench -- --only=search`): the site search's quality and
 * speed over bench/search/queries.json. Run by vitest for the same module resolution as the tests
 * (the `@/` alias, `server-only`), over the real content read through lib/api and the embedded
 * backend. A report, not a test: it passes whatever the figures.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      'server-only': fileURLToPath(new URL('../../tests/support/empty-module.ts', import.meta.url)),
      'next-intl/server': fileURLToPath(new URL('./translations-stub.ts', import.meta.url)),
    },
  },
  test: {
    root,
    include: ['bench/search/quality.run.ts'],
    environment: 'node',
    env: { PGLITE_DIR: 'memory://', SITE_URL: 'https://www.example.test' },
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 120_000,
  },
});
