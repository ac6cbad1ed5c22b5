'use client';

import type { ParkingServiceConfig } from '@/lib/api/live/parking-pois';
import type { LatLng } from '@/lib/domain/latlng';
import { parkingBadge } from '@/lib/domain/live/parking-badge';
import { formatDistanceIn } from './format-distance';
import { answerLang, fill, type LiveContext, type LiveLabels } from './labels';
import { LevelBadge } from './level-badge';
import { LiveOfflineNote } from './live-offline-note';
import { LiveStatus, SampleNote, formatTime } from './live-status';
import { LiveUpdatesToggle } from './live-updates-toggle';
import { LiveQueryProvider } from './query-provider';
import { refreshMs } from './use-live-query';
import { useNearbyParking } from './use-nearby-parking';
import styles from './live.module.css';

type Props = { service: ParkingServiceConfig; near: LatLng; labels: LiveLabels } & LiveContext;

/** Car parks near a point with their status level in words and colour (spec section 4). */
export default function ParkingList(props: Props) {
  return (
    <LiveQueryProvider>
      <ParkingListBody {...props} />
    </LiveQueryProvider>
  );
}

export function ParkingListBody({ service, near, labels, locale, intlLocale }: Props) {
  const query = useNearbyParking(service, near, locale);
  const parks = query.data?.data ?? [];
  const converted = query.data?.siteLocale === 'zh-cn';
  if (query.isPending) return <LiveStatus state="loading" labels={labels} />;
  return (
    <div data-testid="parking-list">
      {parks.length === 0 ? (
        <LiveStatus state="empty" labels={labels} />
      ) : (
        <ul className={styles.places}>
          {parks.map((park) => {
            const badge = parkingBadge(park.level ?? undefined);
            return (
              <li key={park.number}>
                <span className={styles.placeName} lang={answerLang(intlLocale, park.name, converted)}>
                  {park.name}
                </span>
                <LevelBadge colours={badge} label={labels.levels[badge.messageKey] ?? ''} />
                {park.total_car !== null && park.empty_car !== null ? (
                  <span>{fill(labels.parkingSpaces, { empty: park.empty_car, total: park.total_car })}</span>
                ) : null}
                {park.distance !== undefined ? (
                  <span>{fill(labels.distance, { distance: formatDistanceIn(park.distance, intlLocale) })}</span>
                ) : null}
                {park.updated_at ? (
                  <span className={styles.meta}>
                    {fill(labels.updated, { time: formatTime(park.updated_at, intlLocale) })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <LiveUpdatesToggle refreshMs={refreshMs.parking} labels={labels} />
      <LiveOfflineNote query={query} labels={labels} intlLocale={intlLocale} />
      {query.data ? <SampleNote answer={query.data} labels={labels} intlLocale={intlLocale} /> : null}
    </div>
  );
}
