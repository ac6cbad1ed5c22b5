import { Suspense } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { maxKeywordLength } from '@/lib/domain/keyword';
import { localizedPath } from '@/lib/i18n/locales';
import { sections } from '@/lib/sections';
import { HeaderSearchInput } from './header-search-input';
import styles from './header-search.module.css';

/** The header's full-text search entry: a GET form to /search?q=…, working without JavaScript. */
export async function HeaderSearch({ id, variant }: { id: string; variant: 'bar' | 'panel' }) {
  const locale = await getLocale();
  const t = await getTranslations('Nav');
  const field = {
    id,
    name: 'q',
    maxLength: maxKeywordLength,
    placeholder: t('searchLabel'),
    className: styles.input,
  } as const;
  return (
    <form
      role="search"
      aria-label={t('search')}
      action={localizedPath(locale as Parameters<typeof localizedPath>[0], sections.search.path)}
      method="get"
      className={styles[variant]}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('searchLabel')}
      </label>
      {/* The cached shell renders the plain field; the browser fills in the query (header-search-input.tsx). */}
      <Suspense fallback={<input type="search" {...field} />}>
        <HeaderSearchInput {...field} resultsPath={sections.search.path} />
      </Suspense>
      <button type="submit" className={styles.button}>
        {t('search')}
      </button>
    </form>
  );
}
