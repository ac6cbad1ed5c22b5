import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Leading underscore marks a value destructured only to leave it out of a rest object.
      '@typescript-eslint/no-unused-vars': ['warn', { varsIgnorePattern: '^_', argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { ignores: ['.next/**', 'node_modules/**', 'bench/results.json', 'playwright-report/**', 'test-results/**', 'next-env.d.ts'] },
];

export default config;
