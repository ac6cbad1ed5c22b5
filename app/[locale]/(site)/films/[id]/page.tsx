import { getTranslations } from 'next-intl/server';
import { FactList } from '@/components/content/fact-list';
import { Unavailable } from '@/components/content/unavailable';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { VideoBlock } from '@/components/media/video-block';
import { loadDetailPage } from '@/lib/api/detail-page';
import { getFilm } from '@/lib/api/films';
import { formatDay } from '@/lib/domain/format';
import { formatFilmLength } from '@/lib/domain/media/film-length';
import { proseBlocks } from '@/lib/text/prose-blocks';
import { detailMetadata } from '@/lib/seo/detail-metadata';
import { filmJsonLd } from '@/lib/seo/json-ld';
import { sections } from '@/lib/sections';
import styles from '@/components/media/media.module.css';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getFilm);

export const generateMetadata = detailMetadata({ section: 'films', namespace: 'Films', load });

export default async function FilmPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const film = outcome.data;
  const t = await getTranslations('Films');
  const jsonLd = filmJsonLd(film, locale);
  // For people who cannot watch: what the film shows, else its summary.
  const text = proseBlocks(film.description ?? film.summary);

  return (
    <article className="container page" data-area={film.areaId}>
      <Breadcrumbs
        locale={locale}
        section="films"
        trail={[{ label: t('title'), href: sections.films.path }, { label: film.title }]}
      />
      <header>
        {film.categoryNames[0] ? <p className={styles.kicker}>{film.categoryNames[0]}</p> : null}
        <h1>{film.title}</h1>
      </header>
      <div className={styles.filmLayout}>
        <VideoBlock
          videoId={film.videoId}
          title={film.title}
          poster={film.cover}
          sizes="(min-width: 1200px) 780px, 100vw"
          preload
        />
        <aside aria-labelledby="facts">
          <h2 id="facts">{t('details')}</h2>
          <FactList
            className={styles.facts}
            facts={[
              ...(film.categoryNames[0]
                ? [{ key: 'category', label: t('category'), value: film.categoryNames[0] }]
                : []),
              ...(film.areaName ? [{ key: 'area', label: t('area'), value: film.areaName }] : []),
              { key: 'length', label: t('length'), value: film.duration ? formatFilmLength(film.duration) : t('live') },
              ...(film.date_posted
                ? [{ key: 'date', label: t('published'), value: formatDay(locale, film.date_posted) }]
                : []),
            ]}
          />
        </aside>
      </div>
      <section aria-labelledby="about">
        <h2 id="about">{t('textAlternative')}</h2>
        {text.map((block, index) => (
          <p key={index}>{block.text}</p>
        ))}
      </section>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
    </article>
  );
}
