'use client';

import type { ComponentProps } from 'react';
import { LazyIsland } from '@/components/live/lazy-island';
import type { OfflineNotes } from '@/components/offline/offline-notes';
import type { AfterHydrationProps } from './after-hydration-parts';

// The shell's parts with nothing to show at first paint: one chunk, fetched once the page is interactive.
const loadParts = () => import('./after-hydration-parts');
const loadOfflineNotes = () => loadParts().then((parts) => ({ default: parts.OfflineNotes }));

/**
 * The shell's behaviour that no visitor needs before the page works: opening links through the
 * router, with the overlay shown while a link's page is on its way (until it arrives, a link loads
 * its page in full, as links do), and the detail page's view report (it waits for the page's load
 * anyway). Their code is in a chunk of its own, requested after hydration, so every page's
 * first-load JavaScript is that much lighter.
 */
export function AfterHydration(props: AfterHydrationProps) {
  return <LazyIsland load={loadParts} props={props} fallback={null} />;
}

/**
 * The offline notes (components/offline/offline-notes.tsx), from the same chunk. A saved copy
 * opened without a signal still has them: the page that loaded the chunk kept it with the build
 * files for offline use (offline-support.ts).
 */
export function DeferredOfflineNotes(props: ComponentProps<typeof OfflineNotes>) {
  return <LazyIsland load={loadOfflineNotes} props={props} fallback={null} />;
}
