import { localizedPath, type Locale } from '@/lib/i18n/locales';
import styles from './search-form.module.css';

type Props = { locale: Locale; id: string; label: string; placeholder: string; button: string; defaultValue?: string };

/** A plain GET form to the site's /search page: works without JavaScript. */
export function SearchForm({ locale, id, label, placeholder, button, defaultValue }: Props) {
  return (
    <form role="search" action={localizedPath(locale, '/search')} method="get" className={styles.form}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name="q"
          type="search"
          placeholder={placeholder}
          defaultValue={defaultValue}
          maxLength={100}
          className={styles.input}
        />
        <button type="submit" className={styles.button}>
          {button}
        </button>
      </div>
    </form>
  );
}
