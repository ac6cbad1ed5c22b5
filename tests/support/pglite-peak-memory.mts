/**
 * Test aid: starts an in-memory PGlite, with its WebAssembly kept on V8's baseline compiler as the
 * site's database is (lib/backend/db/wasm-compiler.ts) when the argument is `baseline`, runs a few
 * hundred queries, and prints the process's peak resident memory in MB.
 */
import { PGlite } from '@electric-sql/pglite';
import { residentMemory } from '../../bench/memory.mjs';
import { keepWasmOnBaselineCompiler } from '../../lib/backend/db/wasm-compiler';

if (process.argv[2] === 'baseline') keepWasmOnBaselineCompiler();
const db = new PGlite();
for (let i = 0; i < 200; i++)
  await db.query(
    'select a.relname, count(*) from pg_class a join pg_attribute b on b.attrelid = a.oid group by a.relname order by 2 desc',
  );
console.log(JSON.stringify({ peakMb: (await residentMemory(process.pid)).peakResidentMb }));
await db.close();
