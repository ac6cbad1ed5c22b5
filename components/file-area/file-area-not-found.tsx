import { getTranslations } from 'next-intl/server';
import { SearchForm } from '@/components/content/search-form';
import styles from '@/components/content/not-found-content.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { fileAreaNav } from '@/lib/navigation/file-area';

/** The 404 page inside the file area's layout: the same conventions, the file area's own shortcuts. */
export async function FileAreaNotFound({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'FileArea' });
  const notFound = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <div className={`container page ${styles.page}`}>
      <title>{`${t('notFound')} – ${t('fullName')}`}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('notFound')}</h1>
      <p className="lead">{t('notFoundLead')}</p>
      <SearchForm
        locale={locale}
        id="not-found-search"
        label={notFound('searchLabel')}
        placeholder={notFound('searchPlaceholder')}
        button={notFound('searchButton')}
      />
      <h2>{notFound('shortcuts')}</h2>
      <ul className={styles.shortcuts}>
        {fileAreaNav.map((page) => (
          <li key={page.href}>
            <Link href={page.href} locale={locale}>
              {t(`nav.${page.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
