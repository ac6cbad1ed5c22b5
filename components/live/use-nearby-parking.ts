'use client';

import { useQuery } from '@tanstack/react-query';
import { findParkingNear, type ParkingServiceConfig } from '@/lib/api/live/parking-pois';
import type { LatLng } from '@/lib/domain/latlng';
import { refetchUnlessSample } from './live-refreshing';
import { useRefreshInterval } from './live-updates';
import { refreshMs } from './use-live-query';

/** Car parks within 1 km through the third-party service, refreshed every 3 minutes (spec section 4) unless paused. */
export function useNearbyParking(service: ParkingServiceConfig, near: LatLng) {
  const refetchInterval = useRefreshInterval(refreshMs.parking);
  return useQuery({
    queryKey: ['parking-pois', service.origin, near.lat, near.lng],
    refetchInterval: refetchUnlessSample(refetchInterval),
    staleTime: refreshMs.parking,
    queryFn: async ({ signal }) => {
      try {
        return await findParkingNear(service, near, { signal });
      } catch (error) {
        if (!signal.aborted)
          console.error('[live] parking load failed', error instanceof Error ? error.message : error);
        throw error;
      }
    },
  });
}
