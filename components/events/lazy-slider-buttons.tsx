'use client';

import type { ComponentProps } from 'react';
import { LazyIsland } from '@/components/live/lazy-island';
import type { SliderButtons } from './slider-buttons';

// The buttons show nothing until their script has measured the strip, so their code (about 0.8 kB
// gzip) can come after the page is interactive, in its own chunk, instead of with the home page.
const loadButtons = () => import('./slider-buttons').then((module) => ({ default: module.SliderButtons }));

export function LazySliderButtons(props: ComponentProps<typeof SliderButtons>) {
  return <LazyIsland load={loadButtons} props={props} fallback={null} />;
}
