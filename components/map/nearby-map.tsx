'use client';

import { useMemo } from 'react';
import { LiveQueryProvider } from '@/components/live/query-provider';
import { useNearbyParking } from '@/components/live/use-nearby-parking';
import type { ParkingServiceConfig } from '@/lib/api/live/parking-pois';
import type { LatLng } from '@/lib/domain/latlng';
import type { Locale } from '@/lib/i18n/locales';
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
  locale: Locale;
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

function NearbyMapBody({ markers, service, near, locale, levels, spacesTemplate, intlLocale, ...map }: Props) {
  const parking = useNearbyParking(service, near, locale);
  // The stand-in converts names for zh-cn and says so; a real parking service's stay Traditional.
  const converted = parking.data?.siteLocale === 'zh-cn';
  const all = useMemo(
    () => [...markers, ...parkingMarkers(parking.data?.data ?? [], levels, spacesTemplate, intlLocale, converted)],
    [markers, parking.data, levels, spacesTemplate, intlLocale, converted],
  );
  return <LeafletMap markers={all} {...map} />;
}
