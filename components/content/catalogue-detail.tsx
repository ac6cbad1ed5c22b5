import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { DerivedFields } from '@/lib/api/derive';
import type { Locale } from '@/lib/i18n/locales';
import { DetailLayout, FactsPanel } from './detail-layout';
import type { Fact } from './fact-list';
import { PlaceFacts } from './place-facts';

type Item = DerivedFields & { id: number; name: string; summary?: string; description?: string; viewsCount: number };

type Props = {
  locale: Locale;
  /** "souvenirs", "ecology": the list path and breadcrumb section. */
  section: string;
  item: Item;
  labels: { list: string; text: string; details: string };
  /** Facts with an empty value are left out. */
  facts: readonly Fact[];
  /** Shown at the top of the facts panel (e.g. a scientific name). */
  lead?: ReactNode;
  /** Above the title; the item's first category by default. */
  kicker?: string;
  travelInfo?: string;
  positionLabel?: string;
  /** The item's structured data (lib/seo/json-ld.ts), serialized. */
  jsonLd?: string;
  /** Sections under the page ("Save for offline" on a trail, products to buy online). */
  more?: ReactNode;
};

/** The detail page of a catalogue item: picture, description, facts panel with position, views and access. */
export function CatalogueDetail({
  locale,
  section,
  item,
  labels,
  facts,
  lead,
  kicker,
  travelInfo,
  positionLabel,
  jsonLd,
  more,
}: Props) {
  return (
    <DetailLayout
      areaId={item.areaId}
      kicker={kicker ?? item.categoryNames[0]}
      title={item.name}
      lead={item.summary}
      cover={item.cover}
      hasOwnImage={item.hasOwnImage}
      textHeading={labels.text}
      text={item.description}
      breadcrumbs={
        <Breadcrumbs
          locale={locale}
          section={section}
          trail={[{ label: labels.list, href: `/${section}` }, { label: item.name }]}
        />
      }
      aside={
        <FactsPanel heading={labels.details}>
          {lead}
          <PlaceFacts
            locale={locale}
            facts={facts.filter((fact) => fact.value !== '')}
            lat={item.lat}
            lng={item.lng}
            views={item.viewsCount}
            travelInfo={travelInfo}
            positionLabel={positionLabel}
          />
        </FactsPanel>
      }
      jsonLd={jsonLd}
      more={more}
    />
  );
}
