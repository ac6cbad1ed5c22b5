import type { Attraction } from '@/lib/api/attractions';
import { CardGrid, ContentCard } from './content-card';

type Props = { attraction: Attraction; headingLevel?: 'h2' | 'h3'; eager?: boolean };

export function AttractionCard({ attraction, headingLevel, eager }: Props) {
  return (
    <ContentCard
      href={`/attractions/${attraction.id}`}
      title={attraction.name}
      cover={attraction.cover}
      kicker={attraction.areaName}
      areaId={attraction.areaId}
      summary={attraction.summary}
      headingLevel={headingLevel}
      eager={eager}
      testId="attraction-card"
    />
  );
}

export function AttractionGrid({
  items,
  headingLevel,
  eagerCount = 0,
}: {
  items: readonly Attraction[];
  headingLevel?: 'h2' | 'h3';
  eagerCount?: number;
}) {
  return (
    <CardGrid>
      {items.map((item, index) => (
        <li key={item.id}>
          <AttractionCard attraction={item} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </CardGrid>
  );
}
