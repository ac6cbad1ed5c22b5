import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { LogoMark } from './logo-mark';
import styles from './not-found-shell.module.css';
import shellStyles from './site-shell.module.css';

/**
 * The frame of the 404 page that Next renders outside the [locale] layouts (app/not-found.tsx):
 * skip link, the site's name leading home, and main. Deliberately small, without the menus: Next
 * serialises this page into every page's payload as the root not-found boundary, and the full shell
 * there cost each page 42 kB and a fifth of the server's throughput. The 404 content itself offers
 * search and the main shortcuts.
 */
export async function NotFoundShell({ children }: { children: ReactNode }) {
  const shell = await getTranslations('Shell');
  const meta = await getTranslations('Metadata');
  return (
    <>
      <a href="#main-content" className={shellStyles.skipLink}>
        {shell('skipToContent')}
      </a>
      <header className={styles.bar}>
        <div className="container">
          <Link href="/">
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
