/**
 * A call the resilient HTTP transport did not let reach an answer: the page's time budget was
 * spent, the call took longer than its time, or the backend's circuit breaker is open.
 */
export type UnavailableReason = 'budget-spent' | 'timeout' | 'circuit-open';

export class BackendUnavailableError extends Error {
  constructor(
    readonly reason: UnavailableReason,
    message: string,
  ) {
    super(message);
    this.name = 'BackendUnavailableError';
  }
}
