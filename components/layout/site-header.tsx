import { getTranslations } from 'next-intl/server';
import { HeaderSearch } from '@/components/navigation/header-search';
import { MenuGroupPanel } from '@/components/navigation/menu-group-panel';
import type { MenuPanelWords } from '@/components/navigation/menu-panel';
import { SiteMenu, type MenuGroupView } from '@/components/navigation/site-menu';
import { UtilityLinks } from '@/components/navigation/utility-links';
import { isStagingSite } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { getMenus } from '@/lib/api/menus';
import { deploymentVisibility } from '@/lib/routing/visibility';
import type { MenuItem } from '@/lib/schemas/menu';
import { HeaderShell } from './header-shell';
import { LanguageSwitcher } from './language-switcher';
import { languageHomeNotes } from './language-home-notes';
import { LogoMark } from './logo-mark';
import styles from './site-header.module.css';

/** Each group with its items, drawn once for both layouts of the menu. */
function groupViews(
  menus: readonly MenuItem[],
  locale: Locale,
  externalHint: string,
  words: MenuPanelWords,
): MenuGroupView[] {
  return menus.map((group) => ({
    id: group.id,
    title: group.title,
    panel: <MenuGroupPanel group={group} locale={locale} externalHint={externalHint} words={words} />,
  }));
}

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations('Shell');
  const nav = await getTranslations('Nav');
  const meta = await getTranslations('Metadata');
  const menus = await getMenus(locale);

  return (
    <HeaderShell className={styles.header} transparentOn={localizedPath(locale, '/')}>
      <div className={`container ${styles.bar}`}>
        {/* Taiwanese government convention: ":::" access-key anchors (explained on /sitemap). */}
        <a
          id="U"
          href="#U"
          accessKey="U"
          title={t('accessKeyHeader')}
          aria-label={t('accessKeyHeader')}
          className={styles.accessKey}
        >
          :::
        </a>
        <Link href="/" className={styles.logo}>
          <LogoMark />
          <span className={styles.logoText}>{meta('siteName')}</span>
          <span className={styles.logoShort}>{meta('shortName')}</span>
        </Link>
        <div className={styles.tools}>
          <div className={styles.desktopOnly}>
            <UtilityLinks label={t('utilityNav')} variant="bar" />
            <HeaderSearch id="header-search" variant="bar" />
          </div>
          <LanguageSwitcher
            locale={locale}
            label={t('language')}
            homeNotes={await languageHomeNotes(locale)}
            visibility={deploymentVisibility(isStagingSite())}
            toggleLabel={locale === 'zh-cn' ? t('traditionalToggle') : t('simplifiedToggle')}
          />
        </div>
        <div className={styles.mainNav}>
          <SiteMenu
            labels={{
              nav: t('mainNav'),
              open: nav('menu'),
              close: nav('closeMenu'),
              back: nav('backToMenu'),
              dialog: nav('menuDialog'),
            }}
            locale={locale}
            groups={groupViews(menus, locale, t('externalHint'), {
              loading: nav('menuLoading'),
              failed: nav('menuFailed'),
              sitemap: nav('menuSitemap'),
            })}
            extras={
              <>
                <HeaderSearch id="menu-search" variant="panel" />
                <UtilityLinks label={t('utilityNav')} variant="panel" />
              </>
            }
          />
        </div>
      </div>
    </HeaderShell>
  );
}
