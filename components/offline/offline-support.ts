import { keepPageMessage, offlineCaches } from '@/lib/offline/cache-names';
import { isBuildAsset, isFullLoadOffline } from '@/lib/offline/requests';
import { storeAsset } from '@/lib/offline/store-page';

/**
 * What the site does for offline use once a page has loaded (README, "Offline"), loaded then by
 * OfflineNotes as a chunk of its own: none of it is needed to show the page, so none of it is in
 * the JavaScript every page loads first. Registers the service worker and reports a new version
 * waiting (`onWaiting`); offline, opens links of the site as full page loads; keeps the build files
 * the page loads by script (keepLoadedBuildFiles). Returns what undoes it.
 */
export function startOfflineSupport(onWaiting: (worker: ServiceWorker) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  let registration: ServiceWorkerRegistration | undefined;
  let stopKeeping: (() => void) | undefined;
  let stopped = false;
  // A new worker waits (skipWaiting is off) until the visitor chooses to update; the first
  // worker of a visit has no controller to replace and needs no note.
  const offer = () => {
    if (registration?.waiting && navigator.serviceWorker.controller) onWaiting(registration.waiting);
  };
  const watch = () => {
    const installing = registration?.installing;
    installing?.addEventListener('statechange', () => installing.state === 'installed' && offer());
  };
  // A tab left open for hours asks again when the visitor comes back to it.
  const recheck = () => document.visibilityState === 'visible' && void registration?.update().catch(() => {});
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((found) => {
      // Undone before the registration came back (the page left): nothing to start.
      if (stopped) return;
      registration = found;
      stopKeeping = keepLoadedBuildFiles();
      offer();
      found.addEventListener('updatefound', watch);
      document.addEventListener('visibilitychange', recheck);
    })
    .catch(() => {
      // No worker (private mode, a blocked script): the site works as before, online only.
    });

  // Offline, a link of the site opens as a full page load: the worker then serves the page's saved
  // copy with its "saved on" note. Next's router would instead show what it fetched ahead while
  // online (no note, and no saved copy's date) or, for a page it did not fetch ahead, fail and
  // then load it in full. In the capture phase, before Next's link handler, which steps aside
  // for a click whose default is prevented.
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

  return () => {
    stopped = true;
    stopKeeping?.();
    registration?.removeEventListener('updatefound', watch);
    document.removeEventListener('visibilitychange', recheck);
    document.removeEventListener('click', openInFull, true);
  };
}

/**
 * Keeps every build file this page loads (now and later) with the others kept for offline use.
 * Storing a page (lib/offline/store-page.ts) finds the files its HTML names; the chunks loaded by
 * script (the shell's after-hydration parts, with the offline notes a saved copy shows, and the
 * islands) are named nowhere in it, and the first page of a visit loads them before the worker
 * controls it and keeps what passes. Each is fetched from the browser's cache (they are immutable).
 */
function keepLoadedBuildFiles(): () => void {
  if (!('caches' in window) || typeof PerformanceObserver === 'undefined') return () => {};
  const assets = caches.open(offlineCaches.assets);
  // Storage refused (a private window's quota, a blocked site): nothing is kept, nothing is reported.
  assets.catch(() => undefined);
  const keep = (entries: readonly PerformanceEntry[]) => {
    for (const entry of entries) {
      const url = new URL(entry.name);
      if (url.origin === window.location.origin && isBuildAsset(url))
        void assets.then((cache) => storeAsset(url.href, cache)).catch(() => undefined);
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  // Buffered: the files loaded before this ran (the page's own scripts and styles among them).
  observer.observe({ type: 'resource', buffered: true });
  return () => observer.disconnect();
}

/**
 * A page reached by a link inside the site (Next's client navigation) was never loaded as a
 * document, so the worker did not see it: it is asked to keep it, as it keeps a page loaded in full.
 */
export function keepVisitedPage(): void {
  if (navigator.onLine)
    navigator.serviceWorker?.controller?.postMessage({ type: keepPageMessage, url: window.location.href });
}
