/**
 * The arithmetic of a page's time budget: every backend call of one render shares one deadline
 * (the render's first call plus BACKEND_PAGE_BUDGET_MS), and each call may take the per-call
 * limit (BACKEND_TIMEOUT_MS) or what is left of the budget, whichever is less.
 */

/**
 * A call left less than this is not started: it could not finish, and its failure would be the
 * budget's, not the backend's (so it does not count against the backend's circuit breaker).
 */
export const minCallMs = 50;

export type CallTimeInput = {
  /** The per-call limit (BACKEND_TIMEOUT_MS). */
  perCallMs: number;
  /** The page's budget (BACKEND_PAGE_BUDGET_MS). */
  budgetMs: number;
  /** When the render's budget started; undefined outside a render (route handlers, scripts, tests). */
  startedAt: number | undefined;
  now: number;
};

/** How long a call may take now: never negative, the full per-call limit outside a render. */
export function callTimeMs({ perCallMs, budgetMs, startedAt, now }: CallTimeInput): number {
  if (startedAt === undefined) return perCallMs;
  const left = startedAt + budgetMs - now;
  return Math.max(0, Math.min(perCallMs, left));
}
