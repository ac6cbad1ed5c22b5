'use client';

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchLive } from '@/lib/api/live/fetch-live';
import { refetchUnlessSample } from './live-refreshing';
import { useRefreshInterval } from './live-updates';

/**
 * A live endpoint through react-query, refreshed every `refreshMs` unless the visitor paused updates
 * or the answer is a sample. Spec section 8: a failed load
 * is logged only; the widget keeps its last good data, or says "No data" when it has none.
 */
export function useLiveQuery<T>(url: string | undefined, schema: z.ZodType<T>, refreshMs: number) {
  const refetchInterval = useRefreshInterval(refreshMs);
  return useQuery({
    queryKey: ['live', url],
    enabled: url !== undefined,
    refetchInterval: refetchUnlessSample(refetchInterval),
    staleTime: refreshMs,
    // Each answer object is kept as fetched: a stored copy is known by its object (savedCopyTime).
    structuralSharing: false,
    queryFn: async ({ signal }) => {
      try {
        return await fetchLive(url!, schema, signal);
      } catch (error) {
        if (!signal.aborted) console.error('[live] load failed', url, error instanceof Error ? error.message : error);
        throw error;
      }
    },
  });
}

/** Refresh periods, matching the backend's upstream caches (README, "Live conditions backend"). */
export const refreshMs = { parking: 3 * 60_000, crowdFlow: 5 * 60_000, conditions: 60 * 60_000 } as const;
