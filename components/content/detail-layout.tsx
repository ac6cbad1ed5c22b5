import { OwnImage } from '@/components/ui/own-image';
import { getLocale, getTranslations } from 'next-intl/server';
import { MarkedText } from '@/components/ui/marked-text';
import { proseBlocks } from '@/lib/text/prose-blocks';
import type { Locale } from '@/lib/i18n/locales';
import type { ReactNode } from 'react';
import { NoData } from './no-data';
import styles from './detail-layout.module.css';

type Props = {
  areaId?: number;
  kicker?: string;
  title: string;
  lead?: string;
  cover: string;
  /** False when the cover is the placeholder: its alt text then says no photo exists yet. */
  hasOwnImage: boolean;
  /** Heading of the main text, and the text itself (paragraphs separated by blank lines; see proseBlocks). */
  textHeading: string;
  text?: string;
  /** The facts panel beside the text. */
  aside: ReactNode;
  breadcrumbs: ReactNode;
  /** Related items under the page. */
  more?: ReactNode;
  /** schema.org data, already serialized and escaped. */
  jsonLd?: string;
};

/** The shape every detail page shares: heading, picture, text, facts panel, related items. */
export async function DetailLayout({
  areaId,
  kicker,
  title,
  lead,
  cover,
  hasOwnImage,
  textHeading,
  text,
  aside,
  breadcrumbs,
  more,
  jsonLd,
}: Props) {
  const t = await getTranslations('Attraction');
  const locale = (await getLocale()) as Locale;
  const coverAlt = hasOwnImage ? t('imageAlt', { name: title }) : t('placeholderAlt');
  const blocks = proseBlocks(text);
  return (
    <article className="container page" data-area={areaId}>
      {breadcrumbs}
      <header className={styles.header}>
        {kicker ? <p className={styles.area}>{kicker}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
      </header>
      <div className={styles.layout}>
        <div>
          <figure className={styles.figure}>
            <OwnImage
              src={cover}
              alt={coverAlt}
              width={1200}
              height={800}
              sizes="(min-width: 1200px) 760px, 100vw"
              preload
            />
          </figure>
          <section aria-labelledby="about">
            <h2 id="about">{textHeading}</h2>
            {blocks.length > 0 ? (
              blocks.map((block, index) =>
                block.kind === 'subheading' ? (
                  <h3 key={index} className={styles.textSubheading}>
                    <MarkedText text={block.text} locale={locale} />
                  </h3>
                ) : (
                  <p key={index}>
                    <MarkedText text={block.text} locale={locale} />
                  </p>
                ),
              )
            ) : (
              <NoData />
            )}
          </section>
        </div>
        {aside}
      </div>
      {more ? <div className={styles.more}>{more}</div> : null}
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
    </article>
  );
}

/** The facts panel of a detail page. */
export function FactsPanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <aside aria-labelledby="facts" className={styles.facts}>
      <h2 id="facts">{heading}</h2>
      {children}
    </aside>
  );
}

export const factStyles = {
  fact: styles.fact,
  subheading: styles.subheading,
  travel: styles.travel,
  list: styles.factList,
  steps: styles.steps,
};
