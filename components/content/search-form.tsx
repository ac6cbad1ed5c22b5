import { describedBy, FieldError } from '@/components/ui/field-error';
import { maxKeywordLength } from '@/lib/domain/keyword';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import styles from './search-form.module.css';

type Props = {
  locale: Locale;
  id: string;
  label: string;
  placeholder: string;
  button: string;
  defaultValue?: string;
  /** What is wrong with the query as entered (GOV.UK pattern: beside the field, "Error:" read out first). */
  error?: { prefix: string; text: string };
};

/** A plain GET form to the site's /search page: works without JavaScript. */
export function SearchForm({ locale, id, label, placeholder, button, defaultValue, error }: Props) {
  return (
    <form role="search" action={localizedPath(locale, '/search')} method="get" className={styles.form}>
      <div className={error ? styles.fieldError : undefined}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <FieldError id={id} error={error?.text} prefix={error?.prefix ?? ''} />
        <div className={styles.row}>
          <input
            id={id}
            name="q"
            type="search"
            placeholder={placeholder}
            defaultValue={defaultValue}
            maxLength={maxKeywordLength}
            aria-describedby={describedBy(id, undefined, error?.text)}
            aria-invalid={error ? true : undefined}
            className={styles.input}
          />
          <button type="submit" className={styles.button}>
            {button}
          </button>
        </div>
      </div>
    </form>
  );
}
