'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * A sample answer (no key configured for the public service: a recorded or constructed response,
 * said so on the page) never changes, so it is not fetched again and nothing claims it updates.
 */
export function isSampleAnswer(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { sample?: unknown }).sample === true;
}

/** react-query's `refetchInterval` for a live widget: the period, or false for a sample or a pause. */
export function refetchUnlessSample(
  interval: number | false,
): (query: { state: { data?: unknown } }) => number | false {
  return (query) => (isSampleAnswer(query.state.data) ? false : interval);
}

/**
 * Whether any widget of the page shows live data, which refreshes by itself: only then do the
 * widgets say how often they update and offer to pause it (WCAG 2.2.2). Until an answer has
 * arrived, and for samples, there is nothing that moves.
 */
export function useLiveDataRefreshes(): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const refreshes = useCallback(
    () => cache.getAll().some((query) => query.state.data !== undefined && !isSampleAnswer(query.state.data)),
    [cache],
  );
  return useSyncExternalStore(subscribe, refreshes, () => false);
}
