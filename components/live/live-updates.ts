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
  notify();
}

/**
 * The switch the visitor reached last (by focus or pointer): a page with several widgets has
 * several switches for the one setting, and only this one's sentence is announced.
 */
let switchInUse: string | undefined;

export function setSwitchInUse(id: string): void {
  if (switchInUse === id) return;
  switchInUse = id;
  notify();
}

export function useSwitchInUse(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => switchInUse,
    () => undefined,
  );
}

function notify(): void {
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
