import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// "The framework's floor" for the bench: the site's Next + next-intl stack with nothing else.
// Dependencies come from the repository's node_modules (two levels up), so Turbopack and file
// tracing must treat the repository, not this folder, as the root.
const repoRoot = path.resolve(__dirname, '../..');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
