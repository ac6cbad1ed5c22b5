import 'server-only';
import { listAttractions } from '@/lib/api/attractions';
import { listBikeways } from '@/lib/api/bikeways';
import { listSpecies } from '@/lib/api/ecology';
import { listEvents } from '@/lib/api/events';
import { listFaqs, type Faq } from '@/lib/api/faqs';
import { listArchiveFaqs, listExhibitions } from '@/lib/api/file-area';
import { listFilms } from '@/lib/api/films';
import { listAlbums } from '@/lib/api/galleries';
import { getVisitorStatistics } from '@/lib/api/visitor-statistics';
import { getTranslations } from 'next-intl/server';
import { listNews } from '@/lib/api/news';
import { listSouvenirs } from '@/lib/api/souvenirs';
import { listTours } from '@/lib/api/tours';
import { listTrails } from '@/lib/api/trails';
import { todayInTaiwan } from '@/lib/domain/date-range';
import { orderEventsByDate } from '@/lib/domain/featured-events';
import { formatDay, formatDayRange } from '@/lib/domain/format';
import { sortByDateDesc, sortByPriorityThenHits, type Rankable } from '@/lib/domain/sort';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchDocument } from '@/lib/search/site-index';
import { sections, type SectionKey } from '@/lib/sections';

/** The kinds of page the site search finds, in the order their groups are shown. */
export const searchKinds = [
  'attractions',
  'visitorCenters',
  'trails',
  'bikeways',
  'tours',
  'events',
  'news',
  'souvenirs',
  'ecology',
  'albums',
  'films',
  'statistics',
  'faq',
  'exhibitions',
  'archiveFaq',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/**
 * How each kind weighs when pages of several kinds match a query equally: a visitor typing a
 * name usually means the place itself; news, albums and films mention places in passing, and
 * the archive's pages are for researchers. Places are 1; the rest a little less.
 */
const kindWeights: Record<SearchKind, number> = {
  attractions: 1,
  visitorCenters: 1,
  trails: 1,
  bikeways: 1,
  tours: 0.9,
  faq: 0.9,
  events: 0.85,
  souvenirs: 0.85,
  ecology: 0.85,
  statistics: 0.8,
  news: 0.7,
  albums: 0.7,
  films: 0.7,
  exhibitions: 0.6,
  archiveFaq: 0.6,
};
const placeKinds: ReadonlySet<SearchKind> = new Set(['attractions', 'visitorCenters', 'trails', 'bikeways']);

/** A document with its kind's weight and place mark (see kindWeights). */
function weighed(document: KindDocument): SearchDocument {
  return { ...document, weight: kindWeights[document.kind], place: placeKinds.has(document.kind) || undefined };
}

/** A document of one kind, before its kind's weight is set. */
type KindDocument = Omit<SearchDocument, 'weight' | 'place'> & { kind: SearchKind };

type Catalogued = Rankable & {
  id: number;
  name: string;
  summary?: string;
  areaName?: string;
  areaId?: number;
  districtName?: string;
};

/**
 * A catalogue list's pages of one kind: named by `name`, placed by scenic area, township and the
 * `places` the kind has (an address, a route's ends), found also by its `body` texts.
 */
function catalogueDocuments<T extends Catalogued>(
  kind: SearchKind,
  section: SectionKey,
  items: readonly T[],
  places: (item: T) => readonly (string | undefined)[],
  body: (item: T) => readonly (string | undefined)[],
): KindDocument[] {
  return sortByPriorityThenHits(items).map((item) => ({
    href: `${sections[section].path}/${item.id}`,
    kind,
    title: item.name,
    summary: item.summary,
    kicker: item.areaName,
    areaId: item.areaId,
    places: [item.areaName, item.districtName, ...places(item)],
    body: body(item),
  }));
}

/**
 * Every page the site search can find, kind by kind, each kind in its own list's order (which
 * breaks ties of relevance). The lists are the ones the list pages read (and cache); a list whose
 * backend fails is left out. Only the index (lib/search/cached-index.ts) calls this.
 */
export async function searchDocuments(locale: Locale): Promise<SearchDocument[]> {
  const [
    attractions,
    centers,
    trails,
    bikeways,
    tours,
    events,
    news,
    souvenirs,
    species,
    albums,
    films,
    faqs,
    statistics,
    exhibitions,
    archiveFaqs,
  ] = await Promise.all([
    listAttractions(locale),
    listAttractions(locale, 'visitor-center'),
    listTrails(locale),
    listBikeways(locale),
    listTours(locale),
    listEvents(locale),
    listNews(locale),
    listSouvenirs(locale),
    listSpecies(locale),
    listAlbums(locale),
    listFilms(locale),
    listFaqs(locale),
    getVisitorStatistics(locale),
    listExhibitions(locale),
    listArchiveFaqs(locale),
  ]);
  const statisticsText = await getTranslations({ locale, namespace: 'Statistics' });
  const attractionPlaces = (item: (typeof attractions.items)[number]) => [item.address];
  const attractionBody = (item: (typeof attractions.items)[number]) => [
    item.description,
    item.travelInfo,
    item.openingHours,
    item.phone,
  ];
  const routePlaces = (item: { start?: string; end?: string }) => [item.start, item.end];
  const documents: KindDocument[] = [
    ...catalogueDocuments('attractions', 'attractions', attractions.items, attractionPlaces, attractionBody),
    ...catalogueDocuments('visitorCenters', 'attractions', centers.items, attractionPlaces, attractionBody),
    ...catalogueDocuments('trails', 'trails', trails.items, routePlaces, (item) => [item.description, item.travelInfo]),
    ...catalogueDocuments('bikeways', 'bikeways', bikeways.items, routePlaces, (item) => [item.description]),
    ...catalogueDocuments(
      'tours',
      'tours',
      tours.items,
      (item) => item.stops,
      (item) => [item.description],
    ),
    ...orderEventsByDate(events.items, todayInTaiwan()).map((item) => ({
      href: `${sections.events.path}/${item.id}`,
      kind: 'events' as const,
      title: item.title,
      summary: item.summary,
      kicker: formatDayRange(locale, item.date_begin, item.date_end) ?? item.areaName,
      areaId: item.areaId,
      places: [item.location, item.areaName],
      body: [item.description],
    })),
    ...sortByDateDesc(news.items).map((item) => ({
      href: `${sections.news.path}/${item.id}`,
      kind: 'news' as const,
      title: item.title,
      summary: item.summary,
      kicker: item.date_posted ? formatDay(locale, item.date_posted.slice(0, 10)) : undefined,
      body: [item.body],
    })),
    ...catalogueDocuments(
      'souvenirs',
      'souvenirs',
      souvenirs.items,
      (item) => [item.whereToBuy],
      (item) => [item.description],
    ),
    ...catalogueDocuments(
      'ecology',
      'ecology',
      species.items,
      (item) => [item.habitat],
      (item) => [item.scientificName, item.description],
    ),
    ...sortByPriorityThenHits(albums.items).map((item) => ({
      href: `${sections.albums.path}/${item.id}`,
      kind: 'albums' as const,
      title: item.title,
      summary: item.summary,
      kicker: item.areaName,
      areaId: item.areaId,
      places: [item.areaName],
      body: [item.credit],
    })),
    ...sortByPriorityThenHits(films.items).map((item) => ({
      href: `${sections.films.path}/${item.id}`,
      kind: 'films' as const,
      title: item.title,
      summary: item.summary,
      kicker: item.categoryNames[0] ?? item.areaName,
      areaId: item.areaId,
      places: [item.areaName],
      body: [item.description],
    })),
    // One page: found by its subject and by the names of the spots it counts.
    ...(statistics
      ? [
          {
            href: sections.visitorStatistics.path,
            kind: 'statistics' as const,
            title: statisticsText('title'),
            summary: statisticsText('lead'),
            places: statistics.spots.map((spot) => spot.name),
          },
        ]
      : []),
    ...faqDocuments('faq', sections.faq.path, faqs.items),
    // The file area's online exhibitions of the office's archive.
    ...sortByPriorityThenHits(exhibitions.items).map((item) => ({
      href: `${sections.fileAreaExhibitions.detailPath}/${item.id}`,
      kind: 'exhibitions' as const,
      title: item.title,
      summary: item.summary,
      kicker: item.areaName,
      areaId: item.areaId,
      places: [item.areaName],
    })),
    ...faqDocuments('archiveFaq', sections.fileAreaFaq.path, archiveFaqs.items),
  ];
  return documents.map(weighed);
}

/** Questions of a FAQ page, each found by its question and answer and leading to its place on the page. */
function faqDocuments(kind: SearchKind, path: string, faqs: readonly Faq[]): KindDocument[] {
  return sortByPriorityThenHits(faqs).map((item) => ({
    href: `${path}#faq-${item.id}`,
    kind,
    title: item.question,
    summary: item.answer,
  }));
}
