import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const shared = {
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // `server-only` throws outside React Server Components; the modules it guards are tested in node.
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
};

const sharedTest = {
  environment: 'node',
  globals: false,
  // YouTube's origin is a closed local port: no unit test reaches the internet (tests that need
  // YouTube answer for it with msw).
  // Backend tests call the handlers as a server behind one load balancer would receive them: each
  // test client is told apart by the X-Forwarded-For entry the balancer appends.
  env: {
    PGLITE_DIR: 'memory://',
    SITE_URL: 'https://www.example.test',
    YOUTUBE_FEED_ORIGIN: 'http://127.0.0.1:9',
    TRUSTED_PROXY_HOPS: '1',
    // The example survey, registrations and filming application exercise the form engine (lib/env.ts).
    EXAMPLE_FORMS: '1',
  },
  server: { deps: { inline: ['next-intl'] } },
  testTimeout: 20_000,
} satisfies TestProjectInlineConfiguration['test'];

/**
 * Two projects in one run (`npm run test:unit`), sharing the workers:
 * - pglite: every test but tests/postgres, the embedded database in memory (a fresh one per file);
 * - postgres: the backend contract tests again, on a real PostgreSQL server (DATABASE_URL) that
 *   tests/support/postgres-global-setup.ts starts for the run, with a fresh database per file,
 *   and tests/postgres (what only PostgreSQL has, such as the migration lock).
 * `npx vitest run --project pglite` runs without PostgreSQL installed.
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          ...sharedTest,
          name: 'pglite',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'tests/postgres/**'],
          setupFiles: ['./tests/setup.ts'],
        },
      },
      {
        ...shared,
        test: {
          ...sharedTest,
          name: 'postgres',
          include: ['tests/backend/*.test.ts', 'tests/postgres/**/*.test.ts'],
          globalSetup: ['./tests/support/postgres-global-setup.ts'],
          setupFiles: ['./tests/setup.ts', './tests/support/postgres-database-per-file.ts'],
        },
      },
    ],
  },
});
