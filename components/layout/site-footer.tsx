import { getTranslations } from 'next-intl/server';
import { listAttractions } from '@/lib/api/attractions';
import { listRelatedLinks } from '@/lib/api/links';
import { Link } from '@/lib/i18n/navigation';
import { sections } from '@/lib/sections';
import { currentYearInTaiwan } from '@/lib/domain/format';
import { getSiteInfo } from '@/lib/content/site-info';
import { MenuLink } from '@/components/navigation/menu-link';
import { getMenus } from '@/lib/api/menus';
import { menuGroupIds } from '@/lib/navigation/site-structure';
import type { Locale } from '@/lib/i18n/locales';
import { ExternalLink } from '@/components/ui/external-link';
import styles from './site-footer.module.css';

export async function SiteFooter({ locale }: { locale: Locale }) {
  // Both backend calls at once: one after the other, a failing backend made the footer wait twice.
  const [menus, visitorCenters, links] = await Promise.all([
    getMenus(locale),
    listAttractions(locale, 'visitor-center'),
    listRelatedLinks(locale),
  ]);
  const t = await getTranslations('Footer');
  const shell = await getTranslations('Shell');
  const nav = await getTranslations('Nav');
  const info = getSiteInfo(locale);
  // The same records as /links, in the order the site info gives (bus, tour bus, lodging).
  const travelServices = info.travelServiceLinks.flatMap((id) => links.items.find((link) => link.id === id) ?? []);
  // The footer's link list is the site-information group of the same menu data (policies included).
  const infoGroup = menus.find((group) => group.id === menuGroupIds.info);
  const centers = visitorCenters.items.filter((center) => center.phone);

  return (
    <footer className={styles.footer}>
      <a
        id="Z"
        href="#Z"
        accessKey="Z"
        title={shell('accessKeyFooter')}
        aria-label={shell('accessKeyFooter')}
        className={styles.accessKey}
      >
        :::
      </a>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('administration')}
          </h2>
          <dl className={styles.facts}>
            <dt>{t('address')}</dt>
            <dd>{info.address}</dd>
            {info.phone ? (
              <>
                <dt>{t('phone')}</dt>
                <dd>
                  <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>
                </dd>
              </>
            ) : null}
            {info.fax ? (
              <>
                <dt>{t('fax')}</dt>
                <dd>{info.fax}</dd>
              </>
            ) : null}
            <dt>{t('serviceHours')}</dt>
            <dd>{t('serviceHoursValue')}</dd>
          </dl>
        </section>
        {centers.length > 0 ? (
          <section aria-labelledby="footer-centers">
            <h2 id="footer-centers" className={styles.heading}>
              {t('visitorCenterPhones')}
            </h2>
            <ul className={styles.list}>
              {centers.map((center) => (
                <li key={center.id}>
                  <span>{center.name}</span> <a href={`tel:${center.phone?.replace(/[^\d]/g, '')}`}>{center.phone}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {infoGroup ? (
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={styles.heading}>
              {infoGroup.title}
            </h2>
            <ul className={styles.list}>
              {(infoGroup.subMenu ?? [])
                .filter((item) => item.url && item.type !== 'mobile-only')
                .map((item) => (
                  <li key={item.id}>
                    <MenuLink item={item}>{item.title}</MenuLink>
                  </li>
                ))}
            </ul>
          </nav>
        ) : null}
        <nav aria-labelledby="footer-travel">
          <h2 id="footer-travel" className={styles.heading}>
            {t('travelServices')}
          </h2>
          <ul className={styles.list}>
            {travelServices.map((link) => (
              <li key={link.id}>
                <ExternalLink href={link.url} hint={shell('externalHint')}>
                  {link.title}
                </ExternalLink>
              </li>
            ))}
            <li>
              <Link href={sections.souvenirs.path}>{nav('souvenirs')}</Link>
            </li>
          </ul>
        </nav>
        {info.social.length > 0 ? (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              {t('social')}
            </h2>
            <ul className={styles.list}>
              {info.social.map((link) => (
                <li key={link.url}>
                  <ExternalLink href={link.url} hint={shell('externalHint')}>
                    {link.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className={`container ${styles.copyright}`}>{t('copyrightLine', { year: currentYearInTaiwan() })}</p>
    </footer>
  );
}
