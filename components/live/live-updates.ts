'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether the live widgets refresh by themselves (WCAG 2.2.2: auto-updating content shown beside
 * other content needs a way to pause it). One switch for the whole tab: every widget of the page
 * pauses together, and the choice follows the visitor to the next page (sessionStorage).
 */
const storageKey = 'live-updates-paused';
const listeners = new Set<() => void>();
let paused: boolean | undefined;

function readPaused(): boolean {
  if (paused === undefined) {
    try {
      paused = window.sessionStorage.getItem(storageKey) === '1';
    } catch {
      // Storage refused (private mode, blocked cookies): the switch still works for this page.
      paused = false;
    }
  }
  return paused;
}

export function setLiveUpdatesPaused(next: boolean): void {
  paused = next;
  try {
    if (next) window.sessionStorage.setItem(storageKey, '1');
    else window.sessionStorage.removeItem(storageKey);
  } catch {
    // See readPaused: kept in memory only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server and the first render know of no pause; a paused tab switches after hydration. */
export function useLiveUpdatesPaused(): boolean {
  return useSyncExternalStore(subscribe, readPaused, () => false);
}

/** react-query's `refetchInterval`: the period, or false while the visitor has paused updates. */
export function useRefreshInterval(refreshMs: number): number | false {
  return useLiveUpdatesPaused() ? false : refreshMs;
}
