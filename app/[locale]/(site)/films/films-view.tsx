import { CardGrid, ContentCard } from '@/components/content/content-card';
import { sectionListView } from '@/components/content/section-list-view';
import { areaSelect, categorySelect } from '@/components/content/select-filters';
import { FilmFacts } from '@/components/media/film-facts';
import { listFilms } from '@/lib/api/films';
import { categoryNamesOf } from '@/lib/domain/category';
import { filterListItems } from '@/lib/domain/list-filter';
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
  render: (shown, { locale }) => {
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
              meta={<FilmFacts film={film} locale={locale} />}
              eager={index === 0}
              testId="film-card"
            />
          </li>
        ))}
      </CardGrid>
    );
  },
});
