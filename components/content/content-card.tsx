import { OwnImage } from '@/components/ui/own-image';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import styles from './content-card.module.css';

export type ContentCardProps = {
  href: string;
  title: string;
  cover: string;
  /** In place of the cover picture (a picture from another server, with its own loading error). */
  media?: ReactNode;
  /** Shown above the title (area name, date, category). */
  kicker?: string;
  areaId?: number;
  summary?: string;
  /** Extra facts under the summary (trail length, event dates). */
  meta?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
  testId?: string;
};

/** The width a card's picture takes: one column on a phone, two on a tablet, three on a desktop. */
export const cardImageSizes = '(min-width: 1200px) 370px, (min-width: 768px) 45vw, 100vw';

/** A picture card whose title is the link; the whole card is clickable through it. */
export function ContentCard({
  href,
  title,
  cover,
  media,
  kicker,
  areaId,
  summary,
  meta,
  headingLevel = 'h3',
  eager = false,
  testId,
}: ContentCardProps) {
  const Heading = headingLevel;
  return (
    <article className={styles.card} data-area={areaId} data-testid={testId}>
      <div className={styles.media}>
        {/* Illustrations stand in for photos, so they add nothing for screen readers: alt="". */}
        {media ?? <OwnImage src={cover} alt="" width={600} height={400} sizes={cardImageSizes} preload={eager} />}
      </div>
      <div className={styles.body}>
        {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
        {meta ? <div className={styles.meta}>{meta}</div> : null}
      </div>
    </article>
  );
}

/** A responsive grid of cards. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}
