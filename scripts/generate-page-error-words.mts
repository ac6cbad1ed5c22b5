// Writes components/layout/page-error-words.json from messages/*.json (lib/i18n/page-error-words.ts).
// Run with React's server condition, under which `server-only` is an empty module.
import { writeFileSync } from 'node:fs';
import { pageErrorWordsFile } from '../lib/i18n/page-error-words';

const target = new URL('../components/layout/page-error-words.json', import.meta.url);
writeFileSync(target, pageErrorWordsFile());
console.log(`wrote ${target.pathname}`);
