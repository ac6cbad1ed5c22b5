/**
 * Test aid: starts an in-memory PGlite, runs a few hundred queries, and prints the process's peak
 * resident memory in MB. Arguments: `baseline` keeps its WebAssembly on V8's baseline compiler as
 * the site's database does (lib/backend/db/wasm-compiler.ts); `site-settings` starts it with the
 * site's PostgreSQL settings (lib/backend/db/embedded-settings.ts).
 */
import { PGlite } from '@electric-sql/pglite';
import { residentMemory } from '../../bench/memory.mjs';
import { embeddedStartParams } from '../../lib/backend/db/embedded-settings';
import { keepWasmOnBaselineCompiler } from '../../lib/backend/db/wasm-compiler';

const args = process.argv.slice(2);
if (args.includes('baseline')) keepWasmOnBaselineCompiler();
const db = new PGlite(
  args.includes('site-settings') ? { startParams: embeddedStartParams(PGlite.defaultStartParams) } : {},
);
for (let i = 0; i < 200; i++)
  await db.query(
    'select a.relname, count(*) from pg_class a join pg_attribute b on b.attrelid = a.oid group by a.relname order by 2 desc',
  );
console.log(JSON.stringify({ peakMb: (await residentMemory(process.pid)).peakResidentMb }));
await db.close();
