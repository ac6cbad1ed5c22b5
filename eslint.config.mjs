import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const noNextImageDefault = {
  name: 'next/image',
  importNames: ['default'],
  message: 'Use SiteImage from @/components/ui/site-image.',
};
/**
 * The site's links are plain `<a>` elements opened through the router by one listener
 * (components/navigation/link-navigation.tsx): next/link would add about 3 kB gzip to every page's
 * first-load JavaScript.
 */
const noNextLink = {
  name: 'next/link',
  message:
    'Use Link from @/lib/i18n/navigation (server) or a plain <a> (client): link-navigation.tsx opens it through the router.',
};
/**
 * Pages and components reach the backend only through lib/api (DESIGN.md, data flow): the embedded
 * backend is imported by the /_api route, the in-process transport (lib/api/in-process) and itself.
 * A remote backend (BACKEND_ORIGIN) must be able to replace it without any other code noticing.
 */
const noBackendImports = {
  group: ['@/lib/backend', '@/lib/backend/*', '**/lib/backend', '**/lib/backend/*', '../backend/*', '../../backend/*'],
  message: 'Reach the backend through lib/api; only app/%5Fapi and lib/api/in-process import lib/backend.',
};

/**
 * The modules that fold text or build indexes run in the search thread (lib/search/index-worker.ts):
 * a value import elsewhere would load opencc's phrase tree and the indexes into the heap that
 * renders pages. Their types may be imported anywhere; their code through lib/search/index-thread.
 */
const noFoldingImports = {
  group: ['fold', 'stop-words', 'tokenize', 'site-index', 'highlight', 'question-intents'].flatMap((module) => [
    `@/lib/search/${module}`,
    `**/search/${module}`,
  ]),
  allowTypeImports: true,
  message: 'This runs in the search thread: use lib/search/index-thread (types may be imported).',
};

/**
 * The backend reads its data files at run time (lib/server/data-files.ts): imported, a JSON
 * file becomes part of every server chunk that holds its module, and each loaded chunk keeps its
 * source in memory. Their types may be imported.
 */
const noBundledBackendData = {
  group: ['@/data/**/*.json', '**/data/**/*.json'],
  allowTypeImports: true,
  message: 'Read backend data with readDataFile (lib/server/data-files.ts); import its type only.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Leading underscore marks a value destructured only to leave it out of a rest object.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { varsIgnorePattern: '^_', argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // <Image> is a client component: about 6 kB gzip on every page that shows one. SiteImage
      // renders the same markup on the server (components/ui/site-image.tsx).
      'no-restricted-imports': [
        'error',
        { paths: [noNextImageDefault, noNextLink], patterns: [noBackendImports, noFoldingImports] },
      ],
    },
  },
  // The doors to the embedded backend, the backend itself, the start check that locks its PGlite
  // folder, and the tests and scripts that drive it.
  {
    files: ['app/%5Fapi/**', 'lib/api/in-process/**', 'lib/backend/**', 'lib/server/check-database-at-start.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [noNextImageDefault, noNextLink], patterns: [noFoldingImports, noBundledBackendData] },
      ],
    },
  },
  // The search thread's own modules, and the tests, scripts and bench that run them directly.
  {
    files: ['lib/search/**', 'tests/**', 'scripts/**', 'e2e/**', 'bench/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [noNextImageDefault] }] },
  },
  // Component tests hand plain anchors to the menus as stand-ins for server-rendered links.
  { files: ['tests/**'], rules: { '@next/next/no-html-link-for-pages': 'off' } },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'bench/results.json',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
      // Bundled by scripts/build-service-worker.mts from worker/sw.ts, which is linted.
      'public/sw.js',
      'bench/bare-app/.next/**',
      'bench/bare-app/next-env.d.ts',
    ],
  },
];

export default config;
