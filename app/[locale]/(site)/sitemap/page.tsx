import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getMenus } from '@/lib/api/menus';
import type { MenuItem } from '@/lib/schemas/menu';
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
  const menus = await getMenus(locale);

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
        {menus.map((group) => (
          <section
            key={group.id}
            id={`group-${group.id}`}
            aria-labelledby={`group-${group.id}-title`}
            className={styles.group}
          >
            <h3 id={`group-${group.id}-title`}>{group.title}</h3>
            {group.subMenu?.length ? (
              <MenuTree items={group.subMenu} />
            ) : (
              <p className={styles.empty}>{t('groupEmpty')}</p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

/** The menu's items as nested links: each item, then its units (e.g. an area's top five attractions). */
function MenuTree({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          {item.url ? <Link href={item.url}>{item.title}</Link> : item.title}
          {item.units?.length ? (
            <ul>
              {item.units.map((unit) =>
                // A unit named like its item (the events menu's featured events) adds no level of its own.
                unit.title === item.title ? (
                  <UnitLinks key={unit.title} links={unit.links} />
                ) : (
                  <li key={unit.title}>
                    {unit.url ? <Link href={unit.url}>{unit.title}</Link> : unit.title}
                    <ul>
                      <UnitLinks links={unit.links} />
                    </ul>
                  </li>
                ),
              )}
            </ul>
          ) : null}
          {item.subMenu?.length ? <MenuTree items={item.subMenu} /> : null}
        </li>
      ))}
    </ul>
  );
}

function UnitLinks({ links }: { links: readonly { url: string; title: string }[] }) {
  return links.map((link) => (
    <li key={link.url}>
      <Link href={link.url}>{link.title}</Link>
    </li>
  ));
}
