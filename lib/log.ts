/**
 * Server-side logging in one place, so a real deployment can swap it for its collector.
 * Spec section 8: data load failures are logged only, never shown to the visitor.
 */
export function logError(scope: string, message: string, detail?: unknown): void {
  console.error(`[${scope}] ${message}`, detail ?? '');
}
