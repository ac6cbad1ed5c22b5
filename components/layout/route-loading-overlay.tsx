import styles from './route-loading-overlay.module.css';

/**
 * The overlay shown while a page opened by a link is on its way (link-navigation.tsx decides when),
 * with its announcement for screen readers.
 */
export function RouteLoadingOverlay({ label, pending }: { label: string; pending: boolean }) {
  return (
    <>
      <div className={styles.overlay} data-visible={pending} aria-hidden="true">
        <div className={styles.spinner} />
        <p className={styles.label}>{label}</p>
      </div>
      {/* The live region stays in the DOM so the announcement is not lost when it fills. */}
      <p role="status" className="visually-hidden">
        {pending ? label : ''}
      </p>
    </>
  );
}
