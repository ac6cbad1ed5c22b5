import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getEnv } from '@/lib/env';
import { groupKeys, visiblePages } from '@/lib/navigation/site-structure';
import { buildPageMetadata } from '@/lib/seo/metadata';
import styles from './sitemap.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Sitemap' });
  return buildPageMetadata({ locale, path: '/sitemap', name: t('title'), description: t('lead') });
}

/** Every page by navigation group, and the access keys explained (Taiwanese government convention). */
export default async function SitemapPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Sitemap');
  const nav = await getTranslations('Nav');
  const all = await getTranslations();

  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section="sitemap" trail={[{ label: t('title') }]} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <section aria-labelledby="access-keys" className={styles.keys}>
        <h2 id="access-keys">{t('accessKeysHeading')}</h2>
        <ul>
          <li>{t('accessKeyU')}</li>
          <li>{t('accessKeyC')}</li>
          <li>{t('accessKeyZ')}</li>
        </ul>
        <p>{t('accessKeysNote')}</p>
      </section>
      <h2>{t('pagesHeading')}</h2>
      <div className={styles.groups}>
        {groupKeys.map((group) => ({ group, pages: visiblePages(group, locale, getEnv().SITE_ENV === 'staging') })).map(({ group, pages }) => (
          <section key={group} id={`group-${group}`} aria-labelledby={`group-${group}-title`} className={styles.group}>
            <h3 id={`group-${group}-title`}>{nav(group)}</h3>
            {pages.length > 0 ? (
              <ul>
                {pages.map((page) => (
                  <li key={page.href}>
                    <Link href={page.href}>{all(`${page.label.ns}.${page.label.key}` as never)}</Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{t('groupEmpty')}</p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
