/**
 * Runs once when the production server starts (Next's instrumentation hook). Its one job is to
 * answer the few requests Next itself would fail on with a 500 (lib/routing/raw-request-guard.ts)
 * before they reach Next's request handler.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installRawRequestGuard } = await import('./lib/server/install-raw-request-guard');
  installRawRequestGuard();
}
