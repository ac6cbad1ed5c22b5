import { getTranslations } from 'next-intl/server';
import { SearchForm } from '@/components/content/search-form';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import styles from './not-found-content.module.css';

/** Spec section 2: page not found, a full-text search suggestion and shortcuts. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const map = await getTranslations({ locale, namespace: 'MapPage' });
  // The spec's shortcuts: annual events, the map, information (attractions, visitor centres),
  // the social pages, and the way in (the sitemap).
  const shortcuts = [
    { href: '/events', label: t('annualEvents') },
    { href: '/map', label: map('title') },
    { href: '/attractions', label: nav('allAttractions') },
    { href: '/attractions?type=visitor-center', label: nav('visitorCenters') },
    { href: '/social-media', label: nav('socialMedia') },
    { href: '/sitemap', label: nav('sitemap') },
  ];
  return (
    <div className={`container page ${styles.page}`}>
      <title>{t('metaTitle')}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('body')}</p>
      <SearchForm
        locale={locale}
        id="not-found-search"
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        button={t('searchButton')}
      />
      <h2>{t('shortcuts')}</h2>
      <ul className={styles.shortcuts}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.href}>
            <Link href={shortcut.href} locale={locale}>
              {shortcut.label}
            </Link>
          </li>
        ))}
        <li>
          <Link href="/" locale={locale}>
            {t('home')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
