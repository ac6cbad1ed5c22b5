import { Link } from '@/lib/i18n/navigation';
import styles from './filter-links.module.css';

export type FilterOption = { key: string; label: string; href: string; current: boolean };

/** A filter as plain links (works without JavaScript, and each state has its own URL). */
export function FilterLinks({ label, options }: { label: string; options: readonly FilterOption[] }) {
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul>
        {options.map((option) => (
          <li key={option.key}>
            <Link href={option.href} className={styles.option} aria-current={option.current ? 'true' : undefined}>
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
