'use client';

import type { ComponentProps, ReactNode } from 'react';
import type ConditionsPanel from './conditions-panel';
import { LazyIsland } from './lazy-island';
import { LazyIslandWhenVisible } from './lazy-island-when-visible';

// react-query, zod and the cards load after the page has rendered, in their own chunk, so they
// do not count against the site's first-load JS budget (bench/).
const loadPanel = () => import('./conditions-panel');

/** `fallback`: rendered by the server component that places the panel (live-conditions.tsx). */
export function LazyConditions({
  fallback,
  whenVisible,
  ...props
}: ComponentProps<typeof ConditionsPanel> & { fallback: ReactNode; whenVisible?: boolean }) {
  const Island = whenVisible ? LazyIslandWhenVisible : LazyIsland;
  return <Island load={loadPanel} props={props} fallback={fallback} />;
}
