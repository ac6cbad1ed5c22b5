import { getLocale, getTranslations } from 'next-intl/server';
import { describedBy, FieldError } from '@/components/ui/field-error';
import type { DateFieldError, DateRangeQuery } from '@/lib/domain/date-range';
import { maxKeywordLength } from '@/lib/domain/keyword';
import type { ListQuery } from '@/lib/domain/list-query';
import { defaultLocale, isLocale, localizedPath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { FilterForm } from './filter-form';
import styles from './filter-bar.module.css';

export type SelectFilter = {
  name: string;
  label: string;
  /** The first choice, "all" (value ""); none when one of the options must be chosen. */
  anyLabel?: string;
  value?: string;
  options: readonly { value: string; label: string }[];
};

type Props = {
  /** The list page's path without locale. */
  path: string;
  /** The filters read from the URL: the keyword (and whether it is too long), and the choices that could not be used. */
  query: Pick<ListQuery, 'keyword' | 'rejected'> & Partial<Pick<ListQuery, 'keywordTooLong'>>;
  selects?: readonly SelectFilter[];
  /** Date range fields (start and end) as entered, with their errors, for dated lists. */
  dates?: Pick<DateRangeQuery, 'entered' | 'errors'>;
  /** Query values chosen elsewhere on the page (e.g. by filter links) that the form keeps. */
  keep?: Record<string, string | undefined>;
  /** Whether the bar has the keyword field (lists do; the statistics' year and month do not). */
  keyword?: boolean;
};

/** The filter bar of a list page: keyword, choices and dates, all kept in the URL. */
export async function FilterBar({ path, query, selects = [], dates, keep = {}, keyword = true }: Props) {
  const t = await getTranslations('Filters');
  const errorPrefix = (await getTranslations('FormErrors'))('errorPrefix');
  const dateError = (error: DateFieldError | undefined) =>
    error ? { prefix: errorPrefix, text: t(error === 'invalid' ? 'dateInvalid' : 'dateBeforeStart') } : undefined;
  const choiceError = (name: string) =>
    (query.rejected as readonly string[]).includes(name)
      ? { prefix: errorPrefix, text: t('choiceInvalid') }
      : undefined;
  const locale = await getLocale();
  const action = localizedPath(isLocale(locale) ? locale : defaultLocale, path);
  return (
    <section aria-labelledby="filters-heading" className={styles.bar}>
      <h2 id="filters-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      <FilterForm action={action} className={styles.form}>
        {Object.entries(keep).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        {keyword ? (
          <HintedInput
            name="q"
            type="search"
            maxLength={maxKeywordLength}
            label={t('keyword')}
            hint={t('keywordHint')}
            value={query.keyword}
            error={
              query.keywordTooLong
                ? { prefix: errorPrefix, text: t('keywordTooLong', { max: maxKeywordLength }) }
                : undefined
            }
          />
        ) : null}
        {selects.map((select) => (
          <SelectField key={select.name} select={select} error={choiceError(select.name)} />
        ))}
        {dates ? (
          <>
            <HintedInput
              type="date"
              name="from"
              label={t('from')}
              hint={t('dateHint')}
              value={dates.entered.from}
              error={dateError(dates.errors.from)}
            />
            <HintedInput
              type="date"
              name="to"
              label={t('to')}
              hint={t('dateHint')}
              value={dates.entered.to}
              error={dateError(dates.errors.to)}
            />
          </>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.apply}>
            {t('apply')}
          </button>
          {/* The page stays where it is: focus stays on this link, which a jump to the top would hide. */}
          <Link href={path} className={styles.clear} scroll={false}>
            {t('clear')}
          </Link>
        </div>
      </FilterForm>
    </section>
  );
}

type Problem = { prefix: string; text: string };

/** The id, class and ARIA wiring of a field with a hint and perhaps an error (GOV.UK pattern). */
function fieldParts(name: string, hint: string | undefined, error: Problem | undefined) {
  const id = `filter-${name}`;
  return {
    id,
    className: error ? `${styles.field} ${styles.fieldError}` : styles.field,
    control: {
      id,
      name,
      'aria-describedby': describedBy(id, hint, error?.text),
      'aria-invalid': error ? true : undefined,
    },
    message: <FieldError id={id} error={error?.text} prefix={error?.prefix ?? ''} />,
  };
}

/** A choice of the list's values, with "all" first; its error when the URL asked for another value. */
function SelectField({ select, error }: { select: SelectFilter; error?: Problem }) {
  const { id, className, control, message } = fieldParts(select.name, undefined, error);
  return (
    <div className={className}>
      <label htmlFor={id}>{select.label}</label>
      {message}
      <select {...control} defaultValue={select.value ?? ''}>
        {select.anyLabel !== undefined ? <option value="">{select.anyLabel}</option> : null}
        {select.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An input with its hint (the keyword's, a date's format), and its error when the URL's value cannot be used. */
function HintedInput({
  name,
  label,
  hint,
  value,
  error,
  type,
  maxLength,
}: {
  name: string;
  label: string;
  hint: string;
  value?: string;
  error?: Problem;
  type: 'search' | 'date';
  maxLength?: number;
}) {
  const { id, className, control, message } = fieldParts(name, hint, error);
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {message}
      <input {...control} type={type} defaultValue={value} maxLength={maxLength} />
    </div>
  );
}
