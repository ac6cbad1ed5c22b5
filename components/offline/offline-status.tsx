'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { activateMessage, keepPageMessage } from '@/lib/offline/cache-names';
import { isFullLoadOffline } from '@/lib/offline/requests';
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
 * The only script every page gains for offline use (README, "Offline"): it registers the service
 * worker, says when the page is a saved copy or the device is offline, and offers a new version
 * when one is waiting. A polite live region, so the notes are read out without taking focus.
 */
export function OfflineStatus({ locale, labels }: { locale: Locale; labels: OfflineStatusLabels }) {
  const savedAt = useSavedCopyTime();
  const online = useOnline();
  const [waiting, setWaiting] = useState<ServiceWorker>();

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let registration: ServiceWorkerRegistration | undefined;
    // A new worker waits (skipWaiting is off) until the visitor chooses to update; the first
    // worker of a visit has no controller to replace and needs no note.
    const offer = () => {
      if (registration?.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
    };
    const watch = () => {
      const installing = registration?.installing;
      installing?.addEventListener('statechange', () => installing.state === 'installed' && offer());
    };
    // A tab left open for hours asks again when the visitor comes back to it.
    const recheck = () => document.visibilityState === 'visible' && void registration?.update().catch(() => {});
    const register = () =>
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then((found) => {
          registration = found;
          offer();
          found.addEventListener('updatefound', watch);
          document.addEventListener('visibilitychange', recheck);
        })
        .catch(() => {
          // No worker (private mode, a blocked script): the site works as before, online only.
        });
    // After the page has loaded: a first worker downloads the offline pages and their files, which
    // would otherwise compete with this page's own pictures on a slow mountain connection.
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      window.removeEventListener('load', register);
      registration?.removeEventListener('updatefound', watch);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, []);

  // Offline, a link of the site opens as a full page load: the worker then serves the page's saved
  // copy with its "saved on" note. Next's router would instead show what it fetched ahead while
  // online (no note, and no saved copy's date) or, for a page it did not fetch ahead, fail and
  // then load it in full. In the capture phase, before Next's link handler, which steps aside
  // for a click whose default is prevented.
  useEffect(() => {
    const openInFull = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const click = {
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
      };
      const anchor = { href: link.href, target: link.target, download: link.hasAttribute('download') };
      if (!isFullLoadOffline(click, anchor, window.location.href)) return;
      event.preventDefault();
      window.location.assign(link.href);
    };
    document.addEventListener('click', openInFull, true);
    return () => document.removeEventListener('click', openInFull, true);
  }, []);

  // A page reached by a link inside the site (Next's client navigation) was never loaded as a
  // document, so the worker did not see it: it is asked to keep it, as it keeps a page loaded in full.
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    if (navigator.onLine)
      navigator.serviceWorker?.controller?.postMessage({ type: keepPageMessage, url: window.location.href });
  }, [pathname]);

  const activate = () => {
    if (!waiting) return;
    // Only this tab reloads: the others keep their page and its build files (kept in the cache).
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: activateMessage });
  };

  return (
    <div className={styles.status} role="status" data-testid="offline-status">
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
    </div>
  );
}
