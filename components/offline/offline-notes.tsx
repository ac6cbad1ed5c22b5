'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { activateMessage } from '@/lib/offline/cache-names';
import { fillTemplate, formatSavedAt } from '@/lib/offline/format';
import type { Locale } from '@/lib/i18n/locales';
import { useOnline, useSavedCopyTime } from './browser-state';
import styles from './offline.module.css';

export type OfflineStatusLabels = {
  /** "You are offline — this page was saved on {date}." */
  savedCopy: string;
  offlineNow: string;
  updateReady: string;
  updateNow: string;
};

/**
 * The offline notes, inside OfflineStatus's live region (offline-status.tsx): when the page is a
 * saved copy or the device is offline, and a new version when one is waiting; once the page has
 * loaded it fetches the rest (offline-support.ts: the service worker, links opened offline, the
 * build files kept for saved copies). Loaded after hydration with the shell's other deferred parts
 * (components/layout/after-hydration.tsx), so no page carries it in its first-load JavaScript.
 */
export function OfflineNotes({ locale, labels }: { locale: Locale; labels: OfflineStatusLabels }) {
  const savedAt = useSavedCopyTime();
  const online = useOnline();
  const [waiting, setWaiting] = useState<ServiceWorker>();

  // After the page has loaded: a first worker downloads the offline pages and their files, which
  // would otherwise compete with this page's own pictures on a slow mountain connection; and the
  // code that does it is fetched then too (offline-support.ts), not with the page.
  const support = useRef<Promise<typeof import('./offline-support')>>(undefined);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    const start = () => {
      support.current ??= import('./offline-support');
      void support.current.then((loaded) => {
        if (!stopped) stop = loaded.startOfflineSupport(setWaiting);
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener('load', start);
      stop?.();
    };
  }, []);

  // A page reached by a link inside the site is kept by the worker too (offline-support.ts).
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    void support.current?.then((loaded) => loaded.keepVisitedPage());
  }, [pathname]);

  const activate = () => {
    if (!waiting) return;
    // Only this tab reloads: the others keep their page and its build files (kept in the cache).
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: activateMessage });
  };

  return (
    <>
      {savedAt ? (
        <p className={styles.note} data-testid="saved-copy-note">
          {fillTemplate(labels.savedCopy, { date: formatSavedAt(savedAt, locale) })}
        </p>
      ) : !online ? (
        <p className={styles.note}>{labels.offlineNow}</p>
      ) : null}
      {waiting ? (
        <p className={styles.update}>
          {labels.updateReady}{' '}
          <button type="button" className={styles.button} onClick={activate}>
            {labels.updateNow}
          </button>
        </p>
      ) : null}
    </>
  );
}
