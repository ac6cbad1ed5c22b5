import { getTranslations } from 'next-intl/server';
import { FactList } from '@/components/content/fact-list';
import { Unavailable } from '@/components/content/unavailable';
import { FileAreaPage } from '@/components/file-area/file-area-page';
import styles from '@/components/file-area/file-area.module.css';
import mediaStyles from '@/components/media/media.module.css';
import { OwnImage } from '@/components/ui/own-image';
import { loadDetailPage } from '@/lib/api/detail-page';
import { getExhibition } from '@/lib/api/file-area';
import { formatDay } from '@/lib/domain/format';
import { Link } from '@/lib/i18n/navigation';
import { detailMetadata } from '@/lib/seo/detail-metadata';
import { exhibitionJsonLd } from '@/lib/seo/json-ld';
import { sections } from '@/lib/sections';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const section = sections.fileAreaExhibitions;
const load = (params: Props['params']) => loadDetailPage(params, getExhibition);

export const generateMetadata = detailMetadata({
  section: section.detailPath,
  namespace: 'FileArea.exhibitions',
  load,
});

/** One online exhibition: its panels in order, each with the photo and page of the place it tells about. */
export default async function ExhibitionPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const exhibition = outcome.data;
  const t = await getTranslations('FileArea.exhibitions');
  const panels = exhibition.panels ?? [];
  return (
    <FileAreaPage
      locale={locale}
      title={exhibition.title}
      lead={exhibition.summary}
      trail={[{ label: t('title'), href: section.path }]}
    >
      <FactList
        className={mediaStyles.facts}
        facts={[
          { key: 'area', label: t('area'), value: exhibition.areaName ?? t('wholeArea') },
          { key: 'date', label: t('posted'), value: formatDay(locale, exhibition.date_posted) },
        ]}
      />
      {panels.length > 1 ? (
        <nav aria-labelledby="exhibition-contents" className={styles.contents}>
          <h2 id="exhibition-contents">{t('contents')}</h2>
          <ol>
            {panels.map((panel, index) => (
              <li key={index}>
                <a href={`#panel-${index + 1}`}>{panel.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={styles.panels}>
        {panels.map((panel, index) => (
          <section
            key={index}
            id={`panel-${index + 1}`}
            aria-labelledby={`panel-${index + 1}-heading`}
            className={styles.panel}
            data-has-image={panel.image ? '' : undefined}
          >
            <div>
              <h2 id={`panel-${index + 1}-heading`}>{panel.heading}</h2>
              {panel.body.split(/\n{2,}/).map((paragraph, paragraphIndex) => (
                <p key={paragraphIndex}>{paragraph}</p>
              ))}
            </div>
            {panel.image && panel.attraction_id && panel.attraction_name ? (
              <figure className={styles.panelFigure}>
                <OwnImage
                  src={panel.image.url}
                  alt={panel.attraction_name}
                  width={600}
                  height={400}
                  sizes="(min-width: 768px) 40vw, 100vw"
                  preload={index === 0}
                />
                <figcaption>
                  <Link href={`/attractions/${panel.attraction_id}`}>{t('more', { name: panel.attraction_name })}</Link>
                </figcaption>
              </figure>
            ) : null}
          </section>
        ))}
      </div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: exhibitionJsonLd(exhibition, locale, `${section.detailPath}/${exhibition.id}`),
        }}
      />
    </FileAreaPage>
  );
}
