import type { BadgeColours } from '@/lib/domain/live/exposure-levels';
import styles from './live.module.css';

/** A level as words on its scale colour: the words carry the meaning, the colour only repeats it. */
export function LevelBadge({ colours, label }: { colours: BadgeColours; label: string }) {
  return (
    <span className={styles.badge} style={{ background: colours.background, color: colours.foreground }}>
      {label}
    </span>
  );
}
