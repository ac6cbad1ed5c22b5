import { answerLang, fill } from '@/components/live/labels';
import { parkingBadge } from '@/lib/domain/live/parking-badge';
import type { ParkingRecordWire } from '@/lib/schemas/live/parking';
import type { MapMarker } from './map-types';

/**
 * Car parks as markers: the status words on the badge (in the list and the popup) and the pin's
 * colour, the free spaces as the detail (so the status is not said twice).
 * Used on the server (/map: zh-cn names arrive converted) and in the browser (/nearby: converted when
 * the answer says `siteLocale: 'zh-cn'`); `convertedOnServer` says which.
 */
export function parkingMarkers(
  parks: readonly ParkingRecordWire[],
  levels: Record<string, string>,
  spacesTemplate: string,
  intlLocale: string,
  convertedOnServer: boolean,
): MapMarker[] {
  return parks.map((park) => {
    const badge = parkingBadge(park.level ?? undefined);
    const label = levels[badge.messageKey] ?? '';
    const spaces =
      park.total_car !== null && park.empty_car !== null
        ? fill(spacesTemplate, { empty: park.empty_car, total: park.total_car })
        : undefined;
    return {
      id: `parking-${park.number}`,
      kind: 'parking',
      name: park.name,
      nameLang: answerLang(intlLocale, park.name, convertedOnServer),
      lat: park.lat,
      lng: park.lng,
      detail: spaces,
      badge: { ...badge, label },
    };
  });
}
