import { getLocale, getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/external-link';
import { getSiteInfo } from '@/lib/content/site-info';
import { Link } from '@/lib/i18n/navigation';
import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import { sortByOrder, utilityLinks } from '@/lib/navigation/site-structure';
import styles from './utility-links.module.css';

/** The header's top utility links, sorted by order: in the desktop bar, and in the phone menu's first level. */
export async function UtilityLinks({ label, variant }: { label: string; variant: 'bar' | 'panel' }) {
  const raw = await getLocale();
  const info = getSiteInfo(isLocale(raw) ? raw : defaultLocale);
  const shell = await getTranslations('Shell');
  const t = await getTranslations('Nav');
  return (
    <nav aria-label={label} className={styles[variant]}>
      <ul>
        {sortByOrder(utilityLinks).map((link) => (
          <li key={link.key}>
            {link.key === 'adminSite' ? (
              <ExternalLink href={info.adminSite} hint={shell('externalHint')}>
                {t('adminSite')}
              </ExternalLink>
            ) : (
              <Link href={link.href}>{t(link.key)}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
