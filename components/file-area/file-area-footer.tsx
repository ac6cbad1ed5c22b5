import { getTranslations } from 'next-intl/server';
import { getSiteInfo } from '@/lib/content/site-info';
import { currentYearInTaiwan } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/locales';
import footerStyles from '@/components/layout/site-footer.module.css';
import type { FileAreaLink } from './file-area-nav';
import styles from './file-area.module.css';

type Props = { locale: Locale; links: readonly FileAreaLink[]; mainSite: string };

/** The file area's footer: what it is, its pages, the office's contact facts and the site policies. */
export async function FileAreaFooter({ locale, links, mainSite }: Props) {
  const t = await getTranslations({ locale, namespace: 'FileArea' });
  const footer = await getTranslations({ locale, namespace: 'Footer' });
  const shell = await getTranslations({ locale, namespace: 'Shell' });
  const policies = await getTranslations({ locale, namespace: 'Policies' });
  const info = getSiteInfo(locale);
  // The policies are the main site's pages: absolute, since the file-area host has none of its own.
  const policy = (path: string) => new URL(localizedPath(locale, path), mainSite).toString();

  return (
    <footer className={`${footerStyles.footer} ${styles.footer}`}>
      <a
        id="Z"
        href="#Z"
        accessKey="Z"
        title={shell('accessKeyFooter')}
        aria-label={shell('accessKeyFooter')}
        className={footerStyles.accessKey}
      >
        :::
      </a>
      <div className={`container ${footerStyles.grid}`}>
        <section aria-labelledby="file-area-footer-about">
          <h2 id="file-area-footer-about" className={footerStyles.heading}>
            {t('fullName')}
          </h2>
          <p>{t('footerAbout')}</p>
          <dl className={footerStyles.facts}>
            <dt>{footer('address')}</dt>
            <dd>{info.address}</dd>
            <dt>{footer('serviceHours')}</dt>
            <dd>{footer('serviceHoursValue')}</dd>
          </dl>
        </section>
        <nav aria-labelledby="file-area-footer-links">
          <h2 id="file-area-footer-links" className={footerStyles.heading}>
            {t('footerLinks')}
          </h2>
          <ul className={`${footerStyles.list} ${styles.footerColumns}`}>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="file-area-footer-site">
          <h2 id="file-area-footer-site" className={footerStyles.heading}>
            {t('backToMain')}
          </h2>
          <ul className={footerStyles.list}>
            <li>
              <a href={mainSite}>{t('backToMainHint')}</a>
            </li>
            <li>
              <a href={policy('/privacy')}>{policies('privacy.title')}</a>
            </li>
            <li>
              <a href={policy('/security')}>{policies('security.title')}</a>
            </li>
            <li>
              <a href={policy('/copyright')}>{policies('copyright.title')}</a>
            </li>
          </ul>
        </nav>
      </div>
      <p className={`container ${footerStyles.copyright}`}>
        {footer('copyrightLine', { year: currentYearInTaiwan() })}
      </p>
    </footer>
  );
}
