import { useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { isMenuPanels, menuPanelsPath, type PanelItem } from '@/lib/navigation/menu-panel-data';
import { loadRenderer } from './menu-renderer';

/**
 * The menu's items in the browser: fetched once per language from its menu.json, shared by every
 * group's panel. Fetched when the page has loaded and the browser is idle (so they never compete
 * with what the page shows first), or at once when a visitor reaches for the menu before then.
 * Kept for the page's life (client-side navigations keep it); a page loaded in full fetches it
 * again, after its own content, from a shared cache (s-maxage) or the offline worker's copy.
 */
export type MenuPanelsState =
  { status: 'loading' } | { status: 'ready'; groups: ReadonlyMap<number, PanelItem[]> } | { status: 'failed' };

const loading: MenuPanelsState = { status: 'loading' };
const states = new Map<Locale, MenuPanelsState>();
const fetching = new Set<Locale>();
const listeners = new Set<() => void>();

function show(locale: Locale, state: MenuPanelsState): void {
  states.set(locale, state);
  for (const listener of listeners) listener();
}

function settle(locale: Locale, state: MenuPanelsState): void {
  fetching.delete(locale);
  show(locale, state);
}

/** Fetches this language's items unless they are here or on their way; after a failure, again. */
export function loadMenuPanels(locale: Locale): void {
  if (fetching.has(locale) || states.get(locale)?.status === 'ready') return;
  fetching.add(locale);
  if (states.get(locale)?.status === 'failed') show(locale, loading);
  fetch(menuPanelsPath(locale), { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
    .then((body: unknown) => {
      if (!isMenuPanels(body)) throw new Error('not a menu');
      settle(locale, { status: 'ready', groups: new Map(body.groups.map((group) => [group.id, group.items])) });
      // The drawing code too, so that a group opens at once.
      void loadRenderer();
    })
    .catch(() => settle(locale, { status: 'failed' }));
}

/** Fetches this language's items once the page has loaded and the browser has a moment. */
export function loadMenuPanelsWhenIdle(locale: Locale): () => void {
  let idle: number | undefined;
  const whenIdle = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => loadMenuPanels(locale), { timeout: 3000 })
        : window.setTimeout(() => loadMenuPanels(locale), 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** This language's items as they stand: on their way, here, or failed. */
export function useMenuPanels(locale: Locale): MenuPanelsState {
  return useSyncExternalStore(
    subscribe,
    () => states.get(locale) ?? loading,
    () => loading,
  );
}
