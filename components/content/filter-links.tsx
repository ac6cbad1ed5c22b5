import { FieldError } from '@/components/ui/field-error';
import { Link } from '@/lib/i18n/navigation';
import styles from './filter-links.module.css';

export type FilterOption = { key: string; label: string; href: string; current: boolean };

type Props = {
  label: string;
  options: readonly FilterOption[];
  /** Said above the links when the URL asked for a value they do not offer (GOV.UK error message). */
  error?: { prefix: string; text: string };
  /** Names the filter's error message (`{id}-error`) so the group's description reads it. */
  id: string;
};

/** A filter as plain links (works without JavaScript, and each state has its own URL). */
export function FilterLinks({ id, label, options, error }: Props) {
  return (
    <nav
      aria-label={label}
      aria-describedby={error ? `${id}-error` : undefined}
      className={error ? `${styles.filter} ${styles.filterError}` : styles.filter}
    >
      {error ? <FieldError id={id} error={error.text} prefix={error.prefix} /> : null}
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
