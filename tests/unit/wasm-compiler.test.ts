import { afterEach, describe, expect, test, vi } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { pglitePeakMb } from '../support/pglite-peak';

/**
 * The embedded database's WebAssembly stays on V8's baseline compiler (lib/backend/db/wasm-compiler.ts):
 * V8's optimising compiler took about 450 MB more at its peak for PGlite alone.
 */
describe("the embedded database's WebAssembly compiler", () => {
  afterEach(() => {
    vi.doUnmock('@/lib/backend/db/wasm-compiler');
    vi.doUnmock('@electric-sql/pglite');
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  // A process each, since the flags are the process's. If V8 stops needing them (both peaks alike), this says so.
  test('keeps the peak memory of a process that queries PGlite well below what optimising it costs', async () => {
    const [baseline, optimised] = await Promise.all([pglitePeakMb('baseline'), pglitePeakMb()]);
    expect(baseline, `peak ${baseline} MB on the baseline compiler, ${optimised} MB optimised`).toBeLessThan(
      optimised - 250,
    );
  }, 120_000);

  test('is chosen before the site starts its PGlite: V8 reads it when it compiles the module', async () => {
    const steps: string[] = [];
    vi.resetModules();
    vi.doMock('@/lib/backend/db/wasm-compiler', () => ({
      keepWasmOnBaselineCompiler: () => steps.push('baseline compiler'),
    }));
    vi.doMock('@electric-sql/pglite', async (importOriginal) => {
      const actual = await importOriginal<typeof import('@electric-sql/pglite')>();
      class RecordedPGlite extends actual.PGlite {
        constructor(...args: ConstructorParameters<typeof actual.PGlite>) {
          steps.push('PGlite');
          super(...args);
        }
      }
      return { ...actual, PGlite: RecordedPGlite };
    });
    vi.stubEnv('PGLITE_DIR', 'memory://');
    vi.stubEnv('DATABASE_URL', '');
    resetEnvForTests();
    const { getDb, closeDb } = await import('@/lib/backend/db/client');
    await getDb();
    await closeDb();
    expect(steps).toEqual(['baseline compiler', 'PGlite']);
  }, 60_000);
});
