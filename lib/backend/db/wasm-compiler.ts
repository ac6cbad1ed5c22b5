import { setFlagsFromString } from 'node:v8';

/**
 * Keeps the embedded database's WebAssembly on V8's baseline compiler (Liftoff).
 *
 * PGlite is PostgreSQL compiled to WebAssembly. By default V8 recompiles its hot functions with
 * its optimising compiler (Turboshaft) on a background thread, and one of them makes that compiler
 * grow a single work area to about 550 MB for a moment (seen with `strace -k`: a zone doubling
 * from 9 to 294 MB in Turboshaft's loop unrolling, then freed). A server on an existing database
 * folder peaked at 1,247–1,261 MB resident a few seconds after its start and settled at 642–654 MB;
 * on the baseline compiler it peaks at 721–730 MB and settles at 598–609 MB (1,112 against
 * 1,418–1,565 MB on the first start, which creates the folder; README, "The server's memory").
 *
 * The cost is speed inside the database, where little time goes: pages are rendered once and
 * served from the cache. Measured on the site's own database folder, 100 queries each: a join with
 * a sort 5.8–6.3 ms against 4.0–4.3 ms optimised, an insert of 1,000 rows 1.1 against 0.7 ms, a
 * table read the same; the seven search indexes were built as fast (3.6–3.7 against 3.6–4.3 s).
 *
 * Both flags are needed: without dynamic tiering V8 optimises every function eagerly instead.
 * V8 reads them when it compiles a module, so they must be set before the first PGlite starts;
 * they apply to the whole process, whose only WebAssembly is PGlite's.
 */
export function keepWasmOnBaselineCompiler(): void {
  setFlagsFromString('--no-wasm-dynamic-tiering');
  setFlagsFromString('--no-wasm-tier-up');
}
