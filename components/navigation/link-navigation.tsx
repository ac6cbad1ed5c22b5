'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { RouteLoadingOverlay } from '@/components/layout/route-loading-overlay';
import { anchorOf, isPlainClick, KEEP_SCROLL_ATTRIBUTE, pageLinkTarget, routerHref } from '@/lib/navigation/page-links';

/** Quick transitions never flash the overlay. */
const OVERLAY_DELAY_MS = 150;
/** A navigation that never completes (offline, cancelled) must not leave the page covered. */
const OVERLAY_GIVE_UP_MS = 10_000;

/**
 * Opens the site's links through Next's router: the site's links are plain `<a>` elements
 * (lib/i18n/navigation.tsx), and this one listener on the document does what next/link does for
 * each link, without next/link's code (about 3 kB gzip) in every page's first-load JavaScript.
 * It is part of the shell's after-hydration chunk: a link followed before then loads its page in
 * full, which works the same, only with the whole page's bytes.
 *
 * - A plain click on a link to a page of this site (page-links.ts) opens it on the client; a
 *   handler that has already taken the click (the photo viewer) keeps it.
 * - A page is prefetched when a visitor shows they may open it: a pointer over its link, a touch,
 *   keyboard focus. Not when the link scrolls into view, as next/link does: a list shows dozens of
 *   links, and a phone on a weak signal would spend its data on pages it never opens. Not at all
 *   when the browser asks to save data.
 * - While the new page is on its way (past 150 ms), an overlay says so.
 */
export function LinkNavigation({ loadingLabel }: { loadingLabel: string }) {
  const router = useRouter();
  const pathname = usePathname();
  // The path the visitor was leaving when the overlay went up: once the path differs, the new
  // page has arrived and the overlay is gone, with no effect needed to reset it.
  const [leaving, setLeaving] = useState<string | null>(null);
  // Adjusting state while rendering (React's pattern for state derived from a changing prop).
  if (leaving !== null && leaving !== pathname) setLeaving(null);

  useEffect(() => {
    let overlay: ReturnType<typeof setTimeout> | undefined;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const showOverlayIfSlow = (from: string) => {
      clearTimeout(overlay);
      clearTimeout(giveUp);
      overlay = setTimeout(() => setLeaving(from), OVERLAY_DELAY_MS);
      giveUp = setTimeout(() => setLeaving(null), OVERLAY_GIVE_UP_MS);
    };

    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = anchorOf(event.target);
      const url = link && pageLinkTarget(link, window.location);
      if (!url) return;
      event.preventDefault();
      // Another query of the same page (a list's next page) keeps the page in view: no overlay.
      if (url.pathname !== window.location.pathname) showOverlayIfSlow(window.location.pathname);
      router.push(routerHref(url), { scroll: !link.hasAttribute(KEEP_SCROLL_ATTRIBUTE) });
    };

    const prefetched = new Set<string>();
    const prefetchOnIntent = (event: Event) => {
      const link = anchorOf(event.target);
      const url = link && pageLinkTarget(link, window.location);
      if (!url || isSavingData()) return;
      const page = routerHref(url);
      if (page === `${window.location.pathname}${window.location.search}` || prefetched.has(page)) return;
      prefetched.add(page);
      router.prefetch(page);
    };

    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    document.addEventListener('click', follow);
    for (const intent of intents) document.addEventListener(intent, prefetchOnIntent, { passive: true });
    return () => {
      clearTimeout(overlay);
      clearTimeout(giveUp);
      document.removeEventListener('click', follow);
      for (const intent of intents) document.removeEventListener(intent, prefetchOnIntent);
    };
  }, [router]);

  return <RouteLoadingOverlay label={loadingLabel} pending={leaving === pathname} />;
}

/** The browser's "save data" wish (Chromium's Network Information API; other browsers have none). */
function isSavingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
