import { getTranslations } from 'next-intl/server';
import { FileAreaPage, fileAreaMetadata } from '@/components/file-area/file-area-page';
import styles from '@/components/file-area/file-area.module.css';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { fileAreaNav } from '@/lib/navigation/file-area';
import { sections } from '@/lib/sections';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = fileAreaMetadata('sitemap', sections.fileAreaSitemap.path);

/** The file area's sitemap (spec section 2), with the access keys explained as on the main sitemap. */
export default async function FileAreaSitemapPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FileArea');
  const sitemap = await getTranslations('Sitemap');
  return (
    <FileAreaPage locale={locale} title={t('sitemap.title')} lead={t('sitemap.lead')}>
      <section aria-labelledby="file-area-pages">
        <h2 id="file-area-pages">{sitemap('pagesHeading')}</h2>
        <ul className={styles.sitemapList}>
          {fileAreaNav.map((page) => (
            <li key={page.href}>
              <Link href={page.href}>{t(`nav.${page.key}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="access-keys">
        <h2 id="access-keys">{sitemap('accessKeysHeading')}</h2>
        <p>{sitemap('lead')}</p>
        <ul>
          <li>{sitemap('accessKeyU')}</li>
          <li>{sitemap('accessKeyC')}</li>
          <li>{sitemap('accessKeyZ')}</li>
        </ul>
        <p>{sitemap('accessKeysNote')}</p>
      </section>
    </FileAreaPage>
  );
}
