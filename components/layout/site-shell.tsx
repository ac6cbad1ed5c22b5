import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AssistantButton } from '@/components/assistant/assistant-button';
import { assistantLabels } from '@/components/assistant/assistant-labels';
import { AfterHydration } from '@/components/layout/after-hydration';
import { BackToTop } from '@/components/layout/back-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { LocatorButton } from '@/components/locator/locator-button';
import { OfflineStatus } from '@/components/offline/offline-status';
import { offlineStatusLabels } from '@/components/offline/offline-labels';
import { locatorLabels } from '@/components/locator/locator-labels';
import { isStagingSite } from '@/lib/env';
import { viewedSectionSegments } from '@/lib/sections';
import type { Locale } from '@/lib/i18n/locales';
import styles from './site-shell.module.css';

/**
 * Everything around a page's content: skip link, header and menus, main, footer and the floating
 * buttons. The site layout wraps every page in it.
 */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Shell' });
  const isStaging = isStagingSite();

  return (
    <>
      <a id="skip-link" href="#main-content" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <SiteHeader locale={locale} />
      <main id="main-content" tabIndex={-1}>
        <a
          id="C"
          href="#C"
          accessKey="C"
          title={t('accessKeyMain')}
          aria-label={t('accessKeyMain')}
          className={styles.accessKey}
        >
          :::
        </a>
        {isStaging ? (
          <p className={styles.staging} role="note">
            {t('staging')}
          </p>
        ) : null}
        <noscript>
          <p className={styles.noscript}>{t('noscript')}</p>
        </noscript>
        <OfflineStatus locale={locale} labels={await offlineStatusLabels(locale)} />
        {children}
      </main>
      <SiteFooter locale={locale} />
      {/* The nearby-places button (spec: mobile only): floating at the thumb's reach on every page below 1200px. */}
      <LocatorButton locale={locale} labels={await locatorLabels()} variant="floating" />
      <BackToTop label={t('backToTop')} />
      {/* The chat assistant answers in Chinese only (spec section 1), from the Chinese FAQ. */}
      {locale === 'zh-tw' || locale === 'zh-cn' ? (
        <AssistantButton locale={locale} labels={await assistantLabels()} />
      ) : null}
      <AfterHydration loadingLabel={t('loading')} viewedSections={viewedSectionSegments()} />
    </>
  );
}
