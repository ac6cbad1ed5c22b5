'use client';

import { useSyncExternalStore } from 'react';

/** One photo as the viewer shows it. */
export type ViewerPhoto = { src: string; alt: string; caption: string; credit?: string };

/** The photo viewer's state (spec section 3: the lightbox's data, index and visibility), one store for the page. */
export type ViewerState = { photos: readonly ViewerPhoto[]; index: number; visible: boolean };

let state: ViewerState = { photos: [], index: 0, visible: false };
const listeners = new Set<() => void>();

function set(next: Partial<ViewerState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const galleryStore = {
  get: (): ViewerState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(photos: readonly ViewerPhoto[], index: number): void {
    set({ photos, index: Math.min(Math.max(0, index), photos.length - 1), visible: photos.length > 0 });
  },
  show(index: number): void {
    set({ index });
  },
  close(): void {
    if (state.visible) set({ visible: false });
  },
};

const serverState: ViewerState = { photos: [], index: 0, visible: false };

export function useGalleryState(): ViewerState {
  return useSyncExternalStore(galleryStore.subscribe, galleryStore.get, () => serverState);
}
