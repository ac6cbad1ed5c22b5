import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AfterHydration } from '@/components/layout/after-hydration';
import { BackToTop } from '@/components/layout/back-to-top';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { languageHomeNotes } from '@/components/layout/language-home-notes';
import { LogoMark } from '@/components/layout/logo-mark';
import { getEnv, isStagingSite } from '@/lib/env';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { fileAreaNav } from '@/lib/navigation/file-area';
import { deploymentVisibility } from '@/lib/routing/visibility';
import { viewedSectionSegments } from '@/lib/sections';
import { FileAreaFooter } from './file-area-footer';
import { FileAreaNav, type FileAreaLink } from './file-area-nav';
import shellStyles from '@/components/layout/site-shell.module.css';
import styles from './file-area.module.css';

/**
 * The file area's own layout (spec section 2: "alternate-layout home, chosen when page layout is
 * file-area"): its name and navigation in the header, its own footer, and a way back to the main
 * site, with the main layout's conventions kept — skip link first, the ":::" access keys, the
 * language switcher, the TOP link. Chosen for every page under /file-area, which is also what the
 * file-area host serves at its root (proxy.ts).
 */
export async function FileAreaShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'FileArea' });
  const shell = await getTranslations({ locale, namespace: 'Shell' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const env = getEnv();
  // Absolute: on the file-area host, "/" is the file area's own home.
  const mainSite = new URL(localizedPath(locale, '/'), env.SITE_URL).toString();
  const links: FileAreaLink[] = fileAreaNav.map((page) => ({
    href: localizedPath(locale, page.href),
    label: t(`nav.${page.key}`),
    ...(page.detailPath ? { detailPath: localizedPath(locale, page.detailPath) } : {}),
  }));

  return (
    <div className={styles.shell}>
      <a id="skip-link" href="#main-content" className={shellStyles.skipLink}>
        {shell('skipToContent')}
      </a>
      <header className={styles.header}>
        <a
          id="U"
          href="#U"
          accessKey="U"
          title={shell('accessKeyHeader')}
          aria-label={shell('accessKeyHeader')}
          className={shellStyles.accessKey}
        >
          :::
        </a>
        <div className={styles.topStrip}>
          <div className={`container ${styles.topRow}`}>
            <a href={mainSite} className={styles.mainSite}>
              <LogoMark />
              <span>
                {t('backToMain')}
                <span className="visually-hidden">{` (${t('backToMainHint')})`}</span>
              </span>
            </a>
            <LanguageSwitcher
              locale={locale}
              label={shell('language')}
              homeNotes={await languageHomeNotes(locale)}
              visibility={deploymentVisibility(isStagingSite(env))}
              toggleLabel={locale === 'zh-cn' ? shell('traditionalToggle') : shell('simplifiedToggle')}
            />
          </div>
        </div>
        <div className={`container ${styles.brandRow}`}>
          <a href={localizedPath(locale, '/file-area')} className={styles.brand}>
            <span className={styles.brandName}>{t('name')}</span>
            <span className={styles.brandOffice}>{meta('siteName')}</span>
          </a>
        </div>
        <FileAreaNav label={t('navLabel')} links={links} />
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <a
          id="C"
          href="#C"
          accessKey="C"
          title={shell('accessKeyMain')}
          aria-label={shell('accessKeyMain')}
          className={shellStyles.accessKey}
        >
          :::
        </a>
        {isStagingSite(env) ? (
          <p className={shellStyles.staging} role="note">
            {shell('staging')}
          </p>
        ) : null}
        <noscript>
          <p className={shellStyles.noscript}>{shell('noscript')}</p>
        </noscript>
        {children}
      </main>
      <FileAreaFooter locale={locale} links={links} mainSite={mainSite} />
      <BackToTop label={shell('backToTop')} />
      {/* As in the main layout: links opened through the router, the loading overlay. */}
      <AfterHydration loadingLabel={shell('loading')} viewedSections={viewedSectionSegments()} />
    </div>
  );
}
