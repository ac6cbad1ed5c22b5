'use client';

import { useEffect, useState } from 'react';
import styles from './back-to-top.module.css';

/** Floating TOP button: appears after some scrolling; returns to the top and to the skip link. */
export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > 400);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      className={styles.button}
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0 });
        // Keyboard users land where a fresh page starts, not somewhere below the fold.
        document.getElementById('skip-link')?.focus({ preventScroll: true });
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
      <span>TOP</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
