'use client';

import { LinkNavigation } from '@/components/navigation/link-navigation';
import { ViewBeacon } from './view-beacon';

export { OfflineNotes } from '@/components/offline/offline-notes';

export type AfterHydrationProps = { loadingLabel: string; viewedSections: readonly string[] };

/** What after-hydration.tsx loads: rendered once, by the site shell, after the page is interactive. */
export default function AfterHydrationParts({ loadingLabel, viewedSections }: AfterHydrationProps) {
  return (
    <>
      {/* The site's links, opened through the router, with an overlay while a page is on its way. */}
      <LinkNavigation loadingLabel={loadingLabel} />
      {/* Detail pages are served from cache: their views are reported from the browser. */}
      <ViewBeacon viewedSections={viewedSections} />
    </>
  );
}
