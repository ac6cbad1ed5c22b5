/**
 * A circuit breaker for one backend: after `failureThreshold` consecutive failures it opens, and
 * for `coolDownMs` every call is refused at once, without touching the network. Then it lets one
 * trial call through (half-open): a success closes it, a failure opens it for another cool-down.
 * Any success resets the count of consecutive failures. The clock is injectable for tests.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export type BreakerOptions = {
  failureThreshold: number;
  coolDownMs: number;
  now?: () => number;
};

export class CircuitBreaker {
  readonly #threshold: number;
  readonly #coolDownMs: number;
  readonly #now: () => number;
  #state: BreakerState = 'closed';
  #failures = 0;
  #openedAt = 0;
  #trialInFlight = false;

  constructor({ failureThreshold, coolDownMs, now = Date.now }: BreakerOptions) {
    this.#threshold = Math.max(1, failureThreshold);
    this.#coolDownMs = Math.max(0, coolDownMs);
    this.#now = now;
  }

  /** `open` while cooling down, `half-open` once a trial may go (or one is out), else `closed`. */
  get state(): BreakerState {
    if (this.#state === 'open' && this.#now() - this.#openedAt >= this.#coolDownMs) return 'half-open';
    return this.#state;
  }

  /** Consecutive failures counted since the last success. */
  get failures(): number {
    return this.#failures;
  }

  /** Whether the one trial call of the half-open state is out, its verdict not yet recorded. */
  get trialInFlight(): boolean {
    return this.#trialInFlight;
  }

  /** Milliseconds until a trial call is let through (0 unless open). */
  get retryInMs(): number {
    return this.#state === 'open' ? Math.max(0, this.#openedAt + this.#coolDownMs - this.#now()) : 0;
  }

  /**
   * Whether a call may go to the network now. Closed: always. Open: no, until the cool-down has
   * passed; then this call is the one trial (half-open), and others are refused until it ends.
   * Every call let through must end in recordSuccess or recordFailure.
   */
  tryAcquire(): boolean {
    switch (this.state) {
      case 'closed':
        return true;
      case 'open':
        return false;
      case 'half-open':
        if (this.#trialInFlight) return false;
        this.#state = 'half-open';
        this.#trialInFlight = true;
        return true;
    }
  }

  recordSuccess(): void {
    this.#state = 'closed';
    this.#failures = 0;
    this.#trialInFlight = false;
  }

  recordFailure(): void {
    this.#failures += 1;
    if (this.#state === 'half-open' || this.#failures >= this.#threshold) {
      this.#state = 'open';
      this.#openedAt = this.#now();
    }
    this.#trialInFlight = false;
  }
}
