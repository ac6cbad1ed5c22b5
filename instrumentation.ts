/**
 * Runs once when the production server starts (Next's instrumentation hook). It refuses to start
 * with invalid environment variables (lib/server/check-env-at-start.ts) or on a PGlite folder that
 * another process holds (lib/server/check-database-at-start.ts), then installs the guard that
 * answers the few requests Next itself would fail on with a 500 (lib/routing/raw-request-guard.ts)
 * before they reach Next's request handler. Then it builds the search indexes of every language
 * in the background, one at a time (lib/server/search-warm-up.ts), so the first search after a
 * start is answered from a ready index.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkEnvAtStart } = await import('./lib/server/check-env-at-start');
  checkEnvAtStart();
  const { checkDatabaseAtStart } = await import('./lib/server/check-database-at-start');
  await checkDatabaseAtStart();
  const { installRawRequestGuard } = await import('./lib/server/install-raw-request-guard');
  installRawRequestGuard();
  const { scheduleSearchWarmUp } = await import('./lib/server/search-warm-up');
  scheduleSearchWarmUp();
}
