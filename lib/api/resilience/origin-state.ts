import { CircuitBreaker } from './circuit-breaker';
import { LastGoodAnswers } from './last-good';

/**
 * What the server remembers about one remote backend between calls: its circuit breaker and the
 * last good answers. One per origin for the life of the process (the HTTP transport is made anew
 * for every call, from the environment); each server of several keeps its own.
 */
export type OriginState = {
  breaker: CircuitBreaker;
  lastGood: LastGoodAnswers;
  /** Settles when the breaker's trial call (half-open) has its verdict; calls meanwhile wait for it. */
  trial?: Promise<unknown>;
};

export type OriginStateOptions = { failureThreshold: number; coolDownMs: number; now?: () => number };

const states = new Map<string, OriginState>();

export function originState(origin: string, options: OriginStateOptions): OriginState {
  let state = states.get(origin);
  if (!state) {
    state = { breaker: new CircuitBreaker(options), lastGood: new LastGoodAnswers(undefined, options.now) };
    states.set(origin, state);
  }
  return state;
}

/** Tests that reuse an origin start from a closed breaker and no answers. */
export function forgetOriginStatesForTests(): void {
  states.clear();
}
