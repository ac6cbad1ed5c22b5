import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // `server-only` throws outside React Server Components; the modules it guards are tested in node.
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    globals: false,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    env: { PGLITE_DIR: 'memory://', SITE_URL: 'https://www.example.test' },
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 20_000,
  },
});
