import type { QueryView } from '@/components/content/query-page';
import type { SectionKey } from '@/lib/sections';
import { albumsView } from './albums/albums-view';
import { attractionsView } from './attractions/attractions-view';
import { bikewaysView } from './bikeways/bikeways-view';
import { glossaryView } from './bilingual-glossary/glossary-view';
import { consultantsView } from './consultants/consultants-view';
import { ecologyView } from './ecology/ecology-view';
import { eventsView } from './events/events-view';
import { faqView } from './faq/faq-view';
import { filmsView } from './films/films-view';
import { feedbackView } from './love-trimt/feedback/feedback-view';
import { nearbyView } from './nearby/nearby-view';
import { newsView } from './news/news-view';
import { publicationsView } from './publications/publications-view';
import { registrationsView } from './registrations/registrations-view';
import { reportsView } from './reports/reports-view';
import { searchView } from './search/search-view';
import { souvenirsView } from './souvenirs/souvenirs-view';
import { toursView } from './tours/tours-view';
import { trailsView } from './trails/trails-view';
import { statisticsView } from './visitor-center-statistics/statistics-view';

/**
 * The view of every section whose page reads its query (lib/sections.ts: filters or `reads`),
 * drawn by the cached page without a query and by the per-request twin (%5Fquery/[section]) with
 * one. An alias (/attraction) has no entry: the proxy sends it to the section it repeats. A unit
 * test checks that this table and the registry name the same sections.
 */
export const queryViews: Partial<Record<SectionKey, QueryView>> = {
  attractions: attractionsView,
  news: newsView,
  events: eventsView,
  tours: toursView,
  trails: trailsView,
  bikeways: bikewaysView,
  souvenirs: souvenirsView,
  ecology: ecologyView,
  albums: albumsView,
  films: filmsView,
  reports: reportsView,
  publications: publicationsView,
  glossary: glossaryView,
  faq: faqView,
  consultants: consultantsView,
  registrations: registrationsView,
  visitorStatistics: statisticsView,
  search: searchView,
  nearby: nearbyView,
  loveTrimtFeedback: feedbackView,
};
