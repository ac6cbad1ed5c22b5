'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import styles from './route-loading-overlay.module.css';

/**
 * Shows an overlay while a client-side route transition is on its way. Only same-origin links
 * to another page count (not links that open a dialog, nor files under /_next or /_api); quick
 * transitions never flash it (it waits 150 ms).
 */
export function RouteLoadingOverlay({ label }: { label: string }) {
  const pathname = usePathname();
  // The path the visitor was leaving when the overlay went up: once the path differs, the new
  // page has arrived and the overlay is gone, with no effect needed to reset it.
  const [leaving, setLeaving] = useState<string | null>(null);
  // Adjusting state while rendering (React's pattern for state derived from a changing prop).
  if (leaving !== null && leaving !== pathname) setLeaving(null);
  const pending = leaving === pathname;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      // A link that opens a dialog on this page (a photo's link to its full-size file, which the
      // viewer opens instead) is no page transition.
      if (anchor.hasAttribute('aria-haspopup')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      // Files of the build, pictures and the API are not pages.
      if (url.pathname.startsWith('/_')) return;
      clearTimeout(timer);
      clearTimeout(giveUp);
      timer = setTimeout(() => setLeaving(window.location.pathname), 150);
      // A navigation that never completes (offline, cancelled) must not leave the page covered.
      giveUp = setTimeout(() => setLeaving(null), 10_000);
    };
    // Capture phase: next/link prevents the default in React's handler, which runs first when bubbling.
    document.addEventListener('click', onClick, true);
    return () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      document.removeEventListener('click', onClick, true);
    };
  }, [pathname]);

  return (
    <>
      <div className={styles.overlay} data-visible={pending} aria-hidden="true">
        <div className={styles.spinner} />
        <p className={styles.label}>{label}</p>
      </div>
      {/* The live region stays in the DOM so the announcement is not lost when it fills. */}
      <p role="status" className="visually-hidden">
        {pending ? label : ''}
      </p>
    </>
  );
}
