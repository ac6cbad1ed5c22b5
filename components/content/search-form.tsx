import { getLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/locales';
import styles from './search-form.module.css';

type Props = { id: string; label: string; placeholder: string; button: string; defaultValue?: string };

/** A plain GET form to the site's /search page: works without JavaScript. */
export async function SearchForm({ id, label, placeholder, button, defaultValue }: Props) {
  const locale = await getLocale();
  return (
    <form role="search" action={localizedPath(locale, '/search')} method="get" className={styles.form}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input id={id} name="q" type="search" placeholder={placeholder} defaultValue={defaultValue} maxLength={100} className={styles.input} />
        <button type="submit" className={styles.button}>
          {button}
        </button>
      </div>
    </form>
  );
}
