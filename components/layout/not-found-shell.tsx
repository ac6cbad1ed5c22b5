import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { LogoMark } from './logo-mark';
import styles from './not-found-shell.module.css';
import shellStyles from './site-shell.module.css';

/**
 * The frame of the 404 page of addresses no page claims (app/global-not-found.tsx, outside every
 * layout): skip link, the site's name leading home, and main. Deliberately small, without the
 * menus: a visitor who mistyped an address is offered the search and the main shortcuts (the 404
 * content), and a flood of invented addresses costs little to answer.
 */
export async function NotFoundShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const shell = await getTranslations({ locale, namespace: 'Shell' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return (
    <>
      <a href="#main-content" className={shellStyles.skipLink}>
        {shell('skipToContent')}
      </a>
      <header className={styles.bar}>
        <div className="container">
          <Link href="/" locale={locale}>
            <LogoMark />
            {meta('siteName')}
          </Link>
        </div>
      </header>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
