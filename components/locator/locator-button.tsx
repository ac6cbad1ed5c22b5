'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import styles from './locator-button.module.css';

export type LocatorLabels = { button: string; buttonLabel: string; locating: string; denied: string; close: string };

/**
 * The nearby-places button (spec section 2). It asks for the position only when pressed; the
 * locating code is fetched then too, so the button costs every page only its own few bytes.
 * `floating`: bottom left of every page on phones (hidden from 1200px, spec section 9's desktop
 * breakpoint), opposite the TOP button; `page`: inside /nearby's own text.
 */
export function LocatorButton({
  locale,
  labels,
  variant,
}: {
  locale: Locale;
  labels: LocatorLabels;
  variant: 'floating' | 'page';
}) {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'locating' | 'denied'>('idle');
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Closing the message removes the focused Close button: focus goes back to the button that
  // opened it, never to the page's start (WCAG 2.4.3).
  const closeMessage = () => {
    setState('idle');
    buttonRef.current?.focus();
  };

  const press = async () => {
    setState('locating');
    // Both loaded on the first press: the button is on every page, and its bytes on every first load.
    const [{ locate }, { expectArrival }] = await Promise.all([import('./locate'), import('./arrival')]);
    const result = await locate(locale);
    if (result.kind === 'denied') return setState('denied');
    // The page it opens focuses its heading once it arrives (the button goes with this page).
    expectArrival(result.href);
    router.push(result.href);
    setState('idle');
  };

  // The floating message sits over the page: it goes away with Escape, and once focus leaves the
  // button and the message, so it never hides the control focus moved to (WCAG 2.4.11).
  const dismissOnEscape = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && state === 'denied') closeMessage();
  };
  const dismissOnLeave = (event: React.FocusEvent<HTMLDivElement>) => {
    if (state === 'denied' && !event.currentTarget.contains(event.relatedTarget as Node | null)) setState('idle');
  };

  return (
    <div className={`${styles.locator} ${styles[variant]}`} onKeyDown={dismissOnEscape} onBlur={dismissOnLeave}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        onClick={press}
        aria-busy={state === 'locating'}
        data-testid={`locator-${variant}`}
      >
        {/* The crosshair icon is drawn by CSS: no SVG path in every page's JavaScript. */}
        <span className={styles.icon} aria-hidden="true" />
        <span className={styles.text}>{variant === 'floating' ? labels.button : labels.buttonLabel}</span>
      </button>
      <div aria-live="polite" className={styles.live}>
        {state === 'locating' ? <p className={styles.message}>{labels.locating}</p> : null}
        {state === 'denied' ? (
          <div className={styles.message} role="alert">
            <p>{labels.denied}</p>
            <button type="button" className={styles.close} onClick={closeMessage}>
              {labels.close}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
