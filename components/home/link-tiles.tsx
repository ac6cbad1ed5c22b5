import { Link } from '@/lib/i18n/navigation';
import styles from './link-tiles.module.css';

export type LinkTile = { href: string; label: string; description?: string };

/** Text tiles leading into a section of the site (themed travel, trip planning, services). */
export function LinkTiles({ tiles, testId }: { tiles: readonly LinkTile[]; testId?: string }) {
  return (
    <ul className={styles.tiles} data-testid={testId}>
      {tiles.map((tile) => (
        <li key={`${tile.href} ${tile.label}`} className={styles.tile}>
          <Link href={tile.href} className={styles.link}>
            <span className={styles.label}>{tile.label}</span>
            {tile.description ? <span className={styles.description}>{tile.description}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
