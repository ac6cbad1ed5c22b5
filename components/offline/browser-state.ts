'use client';

import { useSyncExternalStore } from 'react';
import { packIndexKey, savedCopyMeta } from '@/lib/offline/cache-names';

/**
 * What only the browser knows, read without an effect: the server's render (and hydration) sees
 * the server value, the browser then its own, and changes re-render (useSyncExternalStore).
 */
const never = () => () => {};

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the device says it has no network (the server assumes it has). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** When the worker saved this page, if it served it from its cache (lib/offline/saved-copy.ts). */
export function useSavedCopyTime(): string | null {
  return useSyncExternalStore(
    never,
    () => document.querySelector(`meta[name="${savedCopyMeta}"]`)?.getAttribute('content') ?? null,
    () => null,
  );
}

/** Undefined on the server, then whether this browser can keep pages (Cache Storage and service workers). */
export function useCanSavePacks(): boolean | undefined {
  return useSyncExternalStore(
    never,
    () => 'caches' in window && 'serviceWorker' in navigator,
    () => undefined,
  );
}

const packsChanged = 'trimt-packs-changed';

/** Tells this tab's lists that the packs changed (other tabs hear the storage event). */
export function announcePacksChanged(): void {
  window.dispatchEvent(new Event(packsChanged));
}

function subscribePacks(onChange: () => void) {
  window.addEventListener(packsChanged, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(packsChanged, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored list of packs as text (a stable snapshot; parse it with parsePackIndex), null on the server. */
export function usePackIndexText(): string | null | undefined {
  return useSyncExternalStore(
    subscribePacks,
    () => {
      try {
        return window.localStorage.getItem(packIndexKey);
      } catch {
        return null;
      }
    },
    () => undefined,
  );
}
