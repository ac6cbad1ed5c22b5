'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ajaxHeader } from '@/lib/http/ajax-header';
import { viewsEndpointOf } from '@/lib/routing/detail-address';

/**
 * Reports a view of a detail page to the backend, once per page view (client-side navigations
 * too). Detail pages are rendered once and served from cache, so only the browser can say a person
 * is reading one. It waits until the page is loaded (the report never competes with the page's own
 * requests on a weak signal), shown (a page prerendered by speculation rules, or opened in a
 * background tab, has not been read yet) and visible. Rendered once, by the site shell.
 */
export function ViewBeacon({ viewedSections }: { viewedSections: readonly string[] }) {
  const pathname = usePathname();

  useEffect(() => {
    const endpoint = viewsEndpointOf(pathname, viewedSections);
    if (!endpoint) return;
    const doc = document as Document & { prerendering?: boolean };
    const send = () => {
      if (doc.readyState !== 'complete' || doc.prerendering || doc.visibilityState !== 'visible') return;
      stop();
      // keepalive: the report survives the visitor leaving at once; the header is the backend's rule.
      fetch(endpoint, { method: 'POST', keepalive: true, headers: ajaxHeader }).catch(() => {});
    };
    const stop = () => {
      window.removeEventListener('load', send);
      doc.removeEventListener('prerenderingchange', send);
      doc.removeEventListener('visibilitychange', send);
    };
    window.addEventListener('load', send);
    doc.addEventListener('prerenderingchange', send);
    doc.addEventListener('visibilitychange', send);
    send();
    return stop;
  }, [pathname, viewedSections]);

  return null;
}
