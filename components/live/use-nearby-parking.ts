'use client';

import { useQuery } from '@tanstack/react-query';
import { findParkingNear, type ParkingServiceConfig } from '@/lib/api/live/parking-pois';
import type { LatLng } from '@/lib/domain/latlng';
import type { Locale } from '@/lib/i18n/locales';
import { refetchUnlessSample } from './live-refreshing';
import { useRefreshInterval } from './live-updates';
import { refreshMs } from './use-live-query';

/** Car parks within 1 km through the third-party service, refreshed every 3 minutes (spec section 4) unless paused. */
export function useNearbyParking(service: ParkingServiceConfig, near: LatLng, locale: Locale) {
  const refetchInterval = useRefreshInterval(refreshMs.parking);
  return useQuery({
    // The language is in the key: a zh-cn page's answer has converted names (one client per tab).
    queryKey: ['parking-pois', service.origin, near.lat, near.lng, locale],
    refetchInterval: refetchUnlessSample(refetchInterval),
    staleTime: refreshMs.parking,
    queryFn: async ({ signal }) => {
      try {
        return await findParkingNear(service, near, { locale, signal });
      } catch (error) {
        if (!signal.aborted)
          console.error('[live] parking load failed', error instanceof Error ? error.message : error);
        throw error;
      }
    },
  });
}
