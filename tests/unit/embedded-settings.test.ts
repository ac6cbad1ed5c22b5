import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EMBEDDED_SHARED_BUFFERS } from '@/lib/backend/db/embedded-settings';
import { resetEnvForTests } from '@/lib/env';
import { pglitePeakMb } from '../support/pglite-peak';

/** The embedded database's PostgreSQL settings (lib/backend/db/embedded-settings.ts). */
describe("the embedded database's settings", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  // If PGlite stops making PostgreSQL's default buffers resident (both peaks alike), this says so.
  // Measured apart: 66-112 MB lighter (581-602 against 666-697 MB); two processes alike differ by
  // up to 17 MB. 40 MB tells the two cases apart on any of those runs.
  test('small shared buffers keep a PGlite process about 100 MB lighter at its peak', async () => {
    const [site, defaults] = await Promise.all([pglitePeakMb('baseline', 'site-settings'), pglitePeakMb('baseline')]);
    expect(site, `peak ${site} MB with the site's settings, ${defaults} MB with PostgreSQL's`).toBeLessThan(
      defaults - 40,
    );
  }, 120_000);

  test("are the ones the site's own PGlite runs with", async () => {
    vi.stubEnv('PGLITE_DIR', 'memory://');
    vi.stubEnv('DATABASE_URL', '');
    resetEnvForTests();
    vi.resetModules();
    const { getDb, closeDb } = await import('@/lib/backend/db/client');
    try {
      const db = await getDb();
      // The embedded driver answers with PGlite's result ({ rows }).
      const result = await db.execute(sql`show shared_buffers`);
      const { rows } = result as unknown as { rows: Array<{ shared_buffers: string }> };
      expect(rows[0]?.shared_buffers).toBe(EMBEDDED_SHARED_BUFFERS);
    } finally {
      await closeDb();
    }
  }, 60_000);
});
