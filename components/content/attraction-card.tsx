import Image from 'next/image';
import type { Attraction } from '@/lib/api/attractions';
import { Link } from '@/lib/i18n/navigation';
import styles from './attraction-card.module.css';

type Props = { attraction: Attraction; headingLevel?: 'h2' | 'h3'; eager?: boolean };

/** A card: cover, area, name (the link) and summary. The whole card is clickable through the link. */
export function AttractionCard({ attraction, headingLevel = 'h3', eager = false }: Props) {
  const Heading = headingLevel;
  return (
    <article className={styles.card} data-area={attraction.areaId} data-testid="attraction-card">
      <div className={styles.media}>
        {/* Illustrations stand in for photos, so they add nothing for screen readers: alt="". */}
        <Image
          src={attraction.cover}
          alt=""
          width={600}
          height={400}
          sizes="(min-width: 1200px) 370px, (min-width: 768px) 45vw, 100vw"
          priority={eager}
          loading={eager ? undefined : 'lazy'}
        />
      </div>
      <div className={styles.body}>
        {attraction.areaName ? <p className={styles.area}>{attraction.areaName}</p> : null}
        <Heading className={styles.title}>
          <Link href={`/attractions/${attraction.id}`} className={styles.link}>
            {attraction.name}
          </Link>
        </Heading>
        {attraction.summary ? <p className={styles.summary}>{attraction.summary}</p> : null}
      </div>
    </article>
  );
}

export function AttractionGrid({ items, headingLevel, eagerCount = 0 }: { items: readonly Attraction[]; headingLevel?: 'h2' | 'h3'; eagerCount?: number }) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id}>
          <AttractionCard attraction={item} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
