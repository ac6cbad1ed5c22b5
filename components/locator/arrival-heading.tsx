'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { takeArrival } from './arrival';
import styles from './arrival-heading.module.css';

type Props = { children: ReactNode; describedBy?: string };

/**
 * The h1 of a page the nearby-places button leads to (/nearby's results, /not-in-trimt): focused
 * when the button opened the page, so focus does not fall back to the page's start. It takes focus
 * from script only (tabIndex -1), never from Tab.
 */
export function ArrivalHeading({ children, describedBy }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeArrival()) heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className={styles.arrival} aria-describedby={describedBy}>
      {children}
    </h1>
  );
}
