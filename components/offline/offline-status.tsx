import type { Locale } from '@/lib/i18n/locales';
import { DeferredOfflineNotes } from '@/components/layout/after-hydration';
import type { OfflineStatusLabels } from './offline-notes';
import styles from './offline.module.css';

/**
 * Where the site says it is offline, or showing a saved copy, or that a new version is ready: a
 * polite live region rendered with the page (empty), so the notes filled in later are read out
 * without taking focus. Its notes and the offline support behind them arrive after hydration.
 */
export function OfflineStatus({ locale, labels }: { locale: Locale; labels: OfflineStatusLabels }) {
  return (
    <div className={styles.status} role="status" data-testid="offline-status">
      <DeferredOfflineNotes locale={locale} labels={labels} />
    </div>
  );
}
