import { DetailLayout, factStyles, FactsPanel } from '@/components/content/detail-layout';
import { FactList } from '@/components/content/fact-list';
import { PlaceFacts } from '@/components/content/place-facts';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { DerivedFields } from '@/lib/api/derive';
import type { Locale } from '@/lib/i18n/locales';
import { trailFacts, type RouteFactsSource } from './trail-facts';

type Route = RouteFactsSource & DerivedFields & { id: number; name: string; summary?: string; description?: string; travelInfo?: string; viewsCount: number };

type Props = {
  locale: Locale;
  route: Route;
  /** "trails" or "bikeways": the list path and breadcrumb section. */
  section: string;
  labels: { list: string; text: string; details: string; position?: string };
};

/** The detail page of a trail or a cycling route: description, route facts, start point on a map. */
export async function RouteDetail({ locale, route, section, labels }: Props) {
  return (
    <DetailLayout
      areaId={route.areaId}
      kicker={route.areaName}
      title={route.name}
      lead={route.summary}
      cover={route.cover}
      hasOwnImage={route.hasOwnImage}
      textHeading={labels.text}
      text={route.description}
      breadcrumbs={<Breadcrumbs locale={locale} section={section} trail={[{ label: labels.list, href: `/${section}` }, { label: route.name }]} />}
      aside={
        <FactsPanel heading={labels.details}>
          <FactList facts={await trailFacts(route, locale)} className={factStyles.list} />
          <PlaceFacts locale={locale} lat={route.lat} lng={route.lng} views={route.viewsCount} travelInfo={route.travelInfo} positionLabel={labels.position} />
        </FactsPanel>
      }
    />
  );
}
