import styles from './back-to-top.module.css';

/**
 * Floating TOP link: back to the skip link at the top of the page (Chromium and Firefox focus a
 * focusable fragment target, so keyboard users start again where a fresh page starts). A plain
 * link, not a client island: it works without JavaScript and costs the page no script. CSS shows
 * it once the page has been scrolled (a scroll-driven animation; where that is not supported it
 * simply stays visible).
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <a href="#skip-link" className={styles.button}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
      <span aria-hidden="true">TOP</span>
      <span className="visually-hidden">{label}</span>
    </a>
  );
}
