import styles from './map.module.css';

/**
 * What a map shows until Leaflet has loaded ("Loading the map…"; hidden without JavaScript). Neither
 * a server nor a client component of its own: rendered on the server by a page's small map (so its
 * class names stay out of the page's JavaScript) and in the browser by the /map explorer.
 */
export function MapPlaceholder({ label }: { label: string }) {
  return (
    <div className={`${styles.placeholder} needs-js`} role="status">
      {label}
    </div>
  );
}
