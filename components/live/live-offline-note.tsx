'use client';

import { useOnline } from '@/components/offline/browser-state';
import { liveOfflineSince, savedCopyTime } from '@/lib/offline/live-offline';
import { fill, type LiveLabels } from './labels';
import { formatTime } from './live-status';
import styles from './live.module.css';

type QueryState = { data: unknown; isRefetchError: boolean; dataUpdatedAt: number };

/**
 * "Last updated {time}, you are offline" under a live widget whose figures are not fresh (the
 * service worker's stored copy, or a refresh that failed): live figures are never shown stale
 * without saying so.
 */
export function LiveOfflineNote({
  query,
  labels,
  intlLocale,
}: {
  query: QueryState;
  labels: Pick<LiveLabels, 'offlineSince'>;
  intlLocale: string;
}) {
  const offline = !useOnline();
  if (!query.data) return null;
  const since = liveOfflineSince({
    savedAt: savedCopyTime(query.data),
    refreshFailed: query.isRefetchError,
    offline,
    updatedAt: query.dataUpdatedAt,
  });
  if (!since) return null;
  return (
    <p className={styles.offline} data-testid="live-offline-note">
      {fill(labels.offlineSince, { time: formatTime(since, intlLocale) })}
    </p>
  );
}
