'use client';

import { useMemo } from 'react';
import { LiveQueryProvider } from '@/components/live/query-provider';
import { useNearbyParking } from '@/components/live/use-nearby-parking';
import type { ParkingServiceConfig } from '@/lib/api/live/parking-pois';
import type { LatLng } from '@/lib/domain/latlng';
import LeafletMap from './leaflet-map';
import type { MapControlLabels, MapMarker, TileConfig } from './map-types';
import { parkingMarkers } from './parking-markers';

type Props = {
  markers: readonly MapMarker[];
  tiles: TileConfig;
  label: string;
  controls: MapControlLabels;
  detailsLabel: string;
  service: ParkingServiceConfig;
  near: LatLng;
  levels: Record<string, string>;
  spacesTemplate: string;
  intlLocale: string;
};

/**
 * /nearby's map: the server's markers plus the car parks of the parking list, from the same
 * react-query cache entry (one request for both). Loaded lazily as a whole, Leaflet included.
 */
export default function NearbyMap(props: Props) {
  return (
    <LiveQueryProvider>
      <NearbyMapBody {...props} />
    </LiveQueryProvider>
  );
}

function NearbyMapBody({ markers, service, near, levels, spacesTemplate, intlLocale, ...map }: Props) {
  const parking = useNearbyParking(service, near);
  const all = useMemo(
    () => [...markers, ...parkingMarkers(parking.data?.data ?? [], levels, spacesTemplate, intlLocale, false)],
    [markers, parking.data, levels, spacesTemplate, intlLocale],
  );
  return <LeafletMap markers={all} {...map} />;
}
