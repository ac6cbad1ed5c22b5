'use client';

import { useEffect, useState } from 'react';
import styles from './event-slider.module.css';

type Edges = { atStart: boolean; atEnd: boolean };

/**
 * Previous / next buttons for a horizontally scrolling strip, for visitors with a mouse and no
 * sideways wheel. The strip works without them (touch, Tab, the scrollbar), so they appear only
 * once the script runs and only while the strip overflows.
 */
export function SliderButtons({ target, previous, next }: { target: string; previous: string; next: string }) {
  const [edges, setEdges] = useState<Edges | null>(null);
  useEffect(() => {
    const strip = document.getElementById(target);
    if (!strip) return;
    const update = () => {
      const max = strip.scrollWidth - strip.clientWidth;
      setEdges(max <= 1 ? null : { atStart: strip.scrollLeft <= 1, atEnd: strip.scrollLeft >= max - 1 });
    };
    // A card whose link takes focus is brought wholly into the strip's view: the browser scrolls
    // only a link that is out of view entirely, and left one at the edge mostly hidden.
    const revealFocused = (event: FocusEvent) => {
      const slide = event.target instanceof Element ? event.target.closest('li') : null;
      slide?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: smoothScrolling() ? 'smooth' : 'auto' });
    };
    update();
    strip.addEventListener('scroll', update, { passive: true });
    strip.addEventListener('focusin', revealFocused);
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      strip.removeEventListener('focusin', revealFocused);
      observer.disconnect();
    };
  }, [target]);
  if (!edges) return null;

  const scroll = (direction: 1 | -1) => {
    const strip = document.getElementById(target);
    const slide = strip?.firstElementChild;
    if (!strip || !slide) return;
    const step = slide.getBoundingClientRect().width + (parseFloat(getComputedStyle(strip).columnGap) || 0);
    strip.scrollBy({ left: direction * step, behavior: smoothScrolling() ? 'smooth' : 'auto' });
  };
  // aria-disabled, not disabled: a button that stops being focusable at the end would drop focus.
  const button = (direction: 1 | -1, label: string, disabled: boolean) => (
    <button
      type="button"
      className={styles.control}
      aria-controls={target}
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && scroll(direction)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d={direction === 1 ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
  return (
    <div className={styles.controls}>
      {button(-1, previous, edges.atStart)}
      {button(1, next, edges.atEnd)}
    </div>
  );
}

function smoothScrolling(): boolean {
  return window.matchMedia('(prefers-reduced-motion: no-preference)').matches;
}
