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
import type { SearchDocument, SearchGroup } from '@/lib/domain/site-search';
import { sortByDateDesc, sortByPriorityThenHits, type Rankable } from '@/lib/domain/sort';
import type { Locale } from '@/lib/i18n/locales';
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

type Catalogued = Rankable & { id: number; name: string; summary?: string; areaName?: string; areaId?: number };

/** A catalogue list's pages (name, summary, scenic area), in the list's order, found also by `more` texts. */
function catalogueDocuments<T extends Catalogued>(
  section: SectionKey,
  items: readonly T[],
  more: (item: T) => readonly (string | undefined)[],
): SearchDocument[] {
  return sortByPriorityThenHits(items).map((item) => ({
    href: `${sections[section].path}/${item.id}`,
    title: item.name,
    summary: item.summary,
    kicker: item.areaName,
    areaId: item.areaId,
    texts: [item.name, item.summary, item.areaName, ...more(item)],
  }));
}

/**
 * Every page the site search can find, one group per kind, each in its own list's order. The
 * lists are the ones the list pages read (and cache); a list whose backend fails is left out.
 */
export async function searchDocuments(locale: Locale): Promise<SearchGroup<SearchKind>[]> {
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
  return [
    {
      key: 'attractions',
      documents: catalogueDocuments('attractions', attractions.items, (item) => [
        item.description,
        item.address,
        item.districtName,
      ]),
    },
    {
      key: 'visitorCenters',
      documents: catalogueDocuments('attractions', centers.items, (item) => [
        item.description,
        item.address,
        item.districtName,
      ]),
    },
    {
      key: 'trails',
      documents: catalogueDocuments('trails', trails.items, (item) => [
        item.description,
        item.start,
        item.end,
        item.districtName,
      ]),
    },
    {
      key: 'bikeways',
      documents: catalogueDocuments('bikeways', bikeways.items, (item) => [
        item.description,
        item.start,
        item.end,
        item.districtName,
      ]),
    },
    {
      key: 'tours',
      documents: catalogueDocuments('tours', tours.items, (item) => [
        item.description,
        ...item.stops,
        item.districtName,
      ]),
    },
    {
      key: 'events',
      documents: orderEventsByDate(events.items, todayInTaiwan()).map((item) => ({
        href: `${sections.events.path}/${item.id}`,
        title: item.title,
        summary: item.summary,
        kicker: formatDayRange(locale, item.date_begin, item.date_end) ?? item.areaName,
        areaId: item.areaId,
        texts: [item.title, item.summary, item.description, item.location, item.areaName],
      })),
    },
    {
      key: 'news',
      documents: sortByDateDesc(news.items).map((item) => ({
        href: `${sections.news.path}/${item.id}`,
        title: item.title,
        summary: item.summary,
        kicker: item.date_posted ? formatDay(locale, item.date_posted.slice(0, 10)) : undefined,
        texts: [item.title, item.summary, item.body],
      })),
    },
    {
      key: 'souvenirs',
      documents: catalogueDocuments('souvenirs', souvenirs.items, (item) => [
        item.description,
        item.whereToBuy,
        item.districtName,
      ]),
    },
    {
      key: 'ecology',
      documents: catalogueDocuments('ecology', species.items, (item) => [
        item.scientificName,
        item.description,
        item.habitat,
      ]),
    },
    {
      key: 'albums',
      documents: sortByPriorityThenHits(albums.items).map((item) => ({
        href: `${sections.albums.path}/${item.id}`,
        title: item.title,
        summary: item.summary,
        kicker: item.areaName,
        areaId: item.areaId,
        texts: [item.title, item.summary, item.areaName, item.credit],
      })),
    },
    {
      key: 'films',
      documents: sortByPriorityThenHits(films.items).map((item) => ({
        href: `${sections.films.path}/${item.id}`,
        title: item.title,
        summary: item.summary,
        kicker: item.categoryNames[0] ?? item.areaName,
        areaId: item.areaId,
        texts: [item.title, item.summary, item.description, item.areaName],
      })),
    },
    {
      // One page: found by its subject and by the names of the spots it counts.
      key: 'statistics',
      documents: statistics
        ? [
            {
              href: sections.visitorStatistics.path,
              title: statisticsText('title'),
              summary: statisticsText('lead'),
              texts: [statisticsText('title'), statisticsText('lead'), ...statistics.spots.map((spot) => spot.name)],
            },
          ]
        : [],
    },
    { key: 'faq', documents: faqDocuments(sections.faq.path, faqs.items) },
    {
      // The file area's online exhibitions of the office's archive.
      key: 'exhibitions',
      documents: sortByPriorityThenHits(exhibitions.items).map((item) => ({
        href: `${sections.fileAreaExhibitions.detailPath}/${item.id}`,
        title: item.title,
        summary: item.summary,
        kicker: item.areaName,
        areaId: item.areaId,
        texts: [item.title, item.summary, item.areaName],
      })),
    },
    { key: 'archiveFaq', documents: faqDocuments(sections.fileAreaFaq.path, archiveFaqs.items) },
  ];
}

/** Questions of a FAQ page, each found by its question and answer and leading to its place on the page. */
function faqDocuments(path: string, faqs: readonly Faq[]): SearchDocument[] {
  return sortByPriorityThenHits(faqs).map((item) => ({
    href: `${path}#faq-${item.id}`,
    title: item.question,
    summary: item.answer,
    texts: [item.question, item.answer],
  }));
}
