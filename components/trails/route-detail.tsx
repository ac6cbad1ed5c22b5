import type { ReactNode } from 'react';
import { CatalogueDetail } from '@/components/content/catalogue-detail';
import type { DerivedFields } from '@/lib/api/derive';
import type { Locale } from '@/lib/i18n/locales';
import { trailFacts, type RouteFactsSource } from './trail-facts';

type Route = RouteFactsSource &
  DerivedFields & {
    id: number;
    name: string;
    summary?: string;
    description?: string;
    travelInfo?: string;
    viewsCount: number;
  };

type Props = {
  locale: Locale;
  route: Route;
  /** "trails" or "bikeways": the list path and breadcrumb section. */
  section: string;
  labels: { list: string; text: string; details: string; position?: string };
  jsonLd?: string;
  more?: ReactNode;
};

/** The detail page of a trail or a cycling route: description, route facts, start point on a map. */
export async function RouteDetail({ locale, route, section, labels, jsonLd, more }: Props) {
  return (
    <CatalogueDetail
      locale={locale}
      section={section}
      item={route}
      kicker={route.areaName}
      labels={labels}
      facts={await trailFacts(route, locale)}
      travelInfo={route.travelInfo}
      positionLabel={labels.position}
      jsonLd={jsonLd}
      more={more}
    />
  );
}
