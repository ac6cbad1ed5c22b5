import 'server-only';
import { cache } from 'react';
import type { TransportResponse } from '../transport';

/** What the backend calls of one page render share. */
export type RenderScope = {
  /** When the render made its first backend call: the start of the page's time budget. */
  startedAt: number;
  /** GET calls in flight or done in this render, shared by identical calls (a page and its metadata). */
  inflight: Map<string, Promise<TransportResponse>>;
  /** Set once the render has been shortened because it had to show a failed call. */
  shortened: boolean;
};

/**
 * React's cache() memoizes for the length of one server request while a server component (a
 * page, a layout, their metadata) renders, and calls straight through anywhere else.
 */
const scopeOfThisRender = cache((): RenderScope => ({ startedAt: Date.now(), inflight: new Map(), shortened: false }));

/**
 * The scope of the page render this call belongs to, or undefined outside a render (route
 * handlers such as sitemap.xml, scripts, unit tests): there, cache() hands out a new object on
 * every call, so two calls that give the same object are inside one render.
 */
export function currentRenderScope(): RenderScope | undefined {
  const scope = scopeOfThisRender();
  return scope === scopeOfThisRender() ? scope : undefined;
}
