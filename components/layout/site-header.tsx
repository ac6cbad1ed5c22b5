import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getMenus } from '@/lib/api/menus';
import { groupHref, sortByOrder, utilityLinks } from '@/lib/navigation/site-structure';
import { HeaderShell } from './header-shell';
import { LanguageSwitcher } from './language-switcher';
import { LogoMark } from './logo-mark';
import styles from './site-header.module.css';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations('Shell');
  const nav = await getTranslations('Nav');
  const meta = await getTranslations('Metadata');
  const utilityLabels = { home: t('home'), sitemap: nav('sitemap') };
  const menus = await getMenus(locale);

  return (
    <HeaderShell className={styles.header} transparentPaths={['/']}>
      <div className={`container ${styles.bar}`}>
        {/* Taiwanese government convention: ":::" access-key anchors (explained on /sitemap). */}
        <a id="U" href="#U" accessKey="U" title={t('accessKeyHeader')} aria-label={t('accessKeyHeader')} className={styles.accessKey}>
          :::
        </a>
        <Link href="/" className={styles.logo}>
          <LogoMark />
          <span className={styles.logoText}>{meta('siteName')}</span>
          <span className={styles.logoShort}>{meta('shortName')}</span>
        </Link>
        <div className={styles.tools}>
          <nav aria-label={t('utilityNav')} className={styles.utility}>
            <ul>
              {sortByOrder(utilityLinks).map((link) => (
                <li key={link.key}>
                  <Link href={link.href}>{utilityLabels[link.key]}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher
            locale={locale}
            label={t('language')}
            toggleLabel={locale === 'zh-cn' ? t('traditionalToggle') : t('simplifiedToggle')}
            isStaging={getEnv().SITE_ENV === 'staging'}
          />
        </div>
        <nav aria-label={t('mainNav')} className={styles.mainNav}>
          <ul>
            {menus.map((group) => (
              <li key={group.id}>
                <Link href={groupHref(group)}>{group.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Phones: the full menu is the sitemap page until the navigation issue adds the drill-down menu. */}
        <Link href="/sitemap" className={styles.menuLink}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
            <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
          </svg>
          <span className="visually-hidden">{nav('menu')}</span>
        </Link>
      </div>
    </HeaderShell>
  );
}
