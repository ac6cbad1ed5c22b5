import { getTranslations } from 'next-intl/server';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { FactList } from '@/components/content/fact-list';
import { sectionListView } from '@/components/content/section-list-view';
import { areaSelect, categorySelect } from '@/components/content/select-filters';
import { listFilms } from '@/lib/api/films';
import { categoryNamesOf } from '@/lib/domain/category';
import { formatDay } from '@/lib/domain/format';
import { filterListItems } from '@/lib/domain/list-filter';
import { formatFilmLength } from '@/lib/domain/media/film-length';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { filmCategoryIds } from '@/lib/schemas/video';

export const filmsView = sectionListView('films', {
  messages: 'Films',
  load: listFilms,
  show: (items, query) =>
    sortByPriorityThenHits(filterListItems(items, query, (item) => ({ title: item.title, summary: item.summary }))),
  selects: async (items, query) => [
    await categorySelect(filmCategoryIds, categoryNamesOf(items), query.category),
    await areaSelect(query.area),
  ],
  render: async (shown, { locale }) => {
    const t = await getTranslations('Films');
    return (
      <CardGrid>
        {shown.map((film, index) => (
          <li key={film.id}>
            <ContentCard
              href={`/films/${film.id}`}
              title={film.title}
              cover={film.cover}
              kicker={film.categoryNames[0] ?? film.areaName}
              areaId={film.areaId}
              summary={film.summary}
              meta={
                <FactList
                  facts={[
                    {
                      key: 'length',
                      label: t('length'),
                      value: film.duration ? formatFilmLength(film.duration) : t('live'),
                    },
                    ...(film.date_posted
                      ? [{ key: 'date', label: t('published'), value: formatDay(locale, film.date_posted) }]
                      : []),
                  ]}
                />
              }
              eager={index === 0}
              testId="film-card"
            />
          </li>
        ))}
      </CardGrid>
    );
  },
});
