import { describe, expect, test } from 'vitest';
import { CircuitBreaker } from '@/lib/api/resilience/circuit-breaker';

function breakerWithClock(failureThreshold = 3, coolDownMs = 30_000) {
  const clock = { now: 1_000_000 };
  const breaker = new CircuitBreaker({ failureThreshold, coolDownMs, now: () => clock.now });
  return { breaker, clock };
}

describe('CircuitBreaker', () => {
  test('stays closed below the threshold, and a success resets the count', () => {
    const { breaker } = breakerWithClock(3);
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordSuccess();
    expect(breaker.failures).toBe(0);
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state).toBe('closed');
  });

  test('opens after N consecutive failures and refuses calls during the cool-down', () => {
    const { breaker, clock } = breakerWithClock(3, 30_000);
    for (let i = 0; i < 3; i++) breaker.recordFailure();
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.retryInMs).toBe(30_000);
    clock.now += 29_999;
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.retryInMs).toBe(1);
  });

  test('after the cool-down lets exactly one trial through; its success closes the breaker', () => {
    const { breaker, clock } = breakerWithClock(3, 30_000);
    for (let i = 0; i < 3; i++) breaker.recordFailure();
    clock.now += 30_000;
    expect(breaker.state).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.recordSuccess();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(true);
  });

  test('a failed trial opens it again for a whole cool-down', () => {
    const { breaker, clock } = breakerWithClock(3, 30_000);
    for (let i = 0; i < 3; i++) breaker.recordFailure();
    clock.now += 45_000;
    expect(breaker.tryAcquire()).toBe(true);
    clock.now += 2_000;
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
    expect(breaker.retryInMs).toBe(30_000);
    expect(breaker.tryAcquire()).toBe(false);
    clock.now += 30_000;
    expect(breaker.tryAcquire()).toBe(true);
  });

  test('one failure opens it when the threshold is 1', () => {
    const { breaker } = breakerWithClock(1);
    breaker.recordFailure();
    expect(breaker.tryAcquire()).toBe(false);
  });
});
