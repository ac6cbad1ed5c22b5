'use client';

import { RouteLoadingOverlay } from './route-loading-overlay';
import { ViewBeacon } from './view-beacon';

export { OfflineNotes } from '@/components/offline/offline-notes';

export type AfterHydrationProps = { loadingLabel: string; viewedSections: readonly string[] };

/** What after-hydration.tsx loads: rendered once, by the site shell, after the page is interactive. */
export default function AfterHydrationParts({ loadingLabel, viewedSections }: AfterHydrationProps) {
  return (
    <>
      <RouteLoadingOverlay label={loadingLabel} />
      {/* Detail pages are served from cache: their views are reported from the browser. */}
      <ViewBeacon viewedSections={viewedSections} />
    </>
  );
}
