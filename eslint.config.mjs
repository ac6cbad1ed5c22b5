import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Leading underscore marks a value destructured only to leave it out of a rest object.
      '@typescript-eslint/no-unused-vars': ['warn', { varsIgnorePattern: '^_', argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // <Image> is a client component: about 6 kB gzip on every page that shows one. SiteImage
      // renders the same markup on the server (components/ui/site-image.tsx).
      'no-restricted-imports': ['error', { paths: [{ name: 'next/image', importNames: ['default'], message: 'Use SiteImage from @/components/ui/site-image.' }] }],
    },
  },
  // Component tests hand plain anchors to the menus as stand-ins for server-rendered links.
  { files: ['tests/**'], rules: { '@next/next/no-html-link-for-pages': 'off' } },
  { ignores: ['.next/**', 'node_modules/**', 'bench/results.json', 'playwright-report/**', 'test-results/**', 'next-env.d.ts', 'bench/bare-app/.next/**', 'bench/bare-app/next-env.d.ts'] },
];

export default config;
