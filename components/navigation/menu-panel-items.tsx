import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import { SiteImage } from '@/components/ui/site-image';
import { localizedPath } from '@/lib/i18n/locales';
import type { PanelItem, PanelProps, PanelUnit } from '@/lib/navigation/menu-panel-data';
import { tileIconHref } from './tile-icons';
import styles from './menu-items.module.css';

/**
 * A menu group's items, each drawn by its type (spec section 2). It runs in the browser, in a file
 * of its own fetched with the items (see menu-panel.tsx), so none of it is in the pages' first
 * scripts. The stylesheet lays the items out as a dropdown grid on desktop and a list on phones,
 * where alone the mobile-only items show.
 */
export function drawMenuItems({ items, locale, hint }: PanelProps): ReactNode {
  const ordered = leadingOrder(items);
  // The first plain link right after the pictures.
  const startsRow = (index: number) => index > 0 && rankOf(ordered[index]!) === 2 && rankOf(ordered[index - 1]!) === 1;
  return ordered.map((item, index) => (
    <li
      key={index}
      className={startsRow(index) ? `${styles[kindOf(item)]} ${styles.startsRow}` : styles[kindOf(item)]}
      data-type={item.type}
    >
      <Entry item={item} locale={locale} hint={hint} />
    </li>
  ));
}

/**
 * Groups lead with their title link, then their pictures, then the plain links, then the wide
 * lists (events, top attractions) under them all, in the page's order itself (not by CSS `order`,
 * which would make the Tab order differ from what is seen). The plain links after pictures start
 * a row of their own (`startsRow`) instead of filling the cells beside them.
 */
function leadingOrder(items: readonly PanelItem[]): PanelItem[] {
  return [...items].sort((a, b) => rankOf(a) - rankOf(b));
}

function rankOf(item: PanelItem): 0 | 1 | 2 | 3 {
  if (item.type === 'title-link') return 0;
  const kind = kindOf(item);
  if (kind === 'wide') return 3;
  return kind === 'tile' && item.type !== 'icon-tile' ? 1 : 2;
}

/** Which layout an item takes: tiles span their own cell; lists and units take a wider one. */
function kindOf(item: PanelItem): 'tile' | 'wide' | 'row' {
  if (item.type === 'cover' || item.type === 'cover-tile' || item.type === 'video' || item.type === 'icon-tile')
    return 'tile';
  if (item.type === 'attraction' || item.type === 'event' || item.type === 'title-list') return 'wide';
  return 'row';
}

type EntryProps = { item: PanelItem; locale: PanelProps['locale']; hint: string };

function Entry({ item, locale, hint }: EntryProps) {
  const link = (className: string | undefined, children: ReactNode) => (
    <ItemLink item={item} locale={locale} hint={hint} className={className}>
      {children}
    </ItemLink>
  );
  switch (item.type) {
    case 'title-list':
      return (
        <>
          <p className={styles.listTitle}>{item.title}</p>
          <ul className={styles.items}>{drawMenuItems({ items: item.subMenu ?? [], locale, hint })}</ul>
        </>
      );
    case 'cover':
    case 'cover-tile':
    case 'video':
      return link(
        item.type === 'video' ? `${styles.coverLink} ${styles.video}` : styles.coverLink,
        <>
          {item.cover ? (
            <SiteImage
              src={item.cover}
              alt=""
              width={320}
              height={180}
              sizes="(min-width: 1200px) 240px, 96px"
              className={styles.cover}
            />
          ) : null}
          <span className={styles.tileTitle}>{item.title}</span>
        </>,
      );
    case 'icon-tile': {
      const icon = tileIconHref(item.icon);
      return link(
        styles.iconLink,
        <>
          {icon ? (
            <svg aria-hidden="true" focusable="false" width={28} height={28} className={styles.tileIcon}>
              <use href={icon} />
            </svg>
          ) : null}
          <span>{item.title}</span>
        </>,
      );
    }
    case 'title-link':
      return link(styles.titleLink, item.title);
    case 'attraction':
    case 'event':
      return (
        <>
          {link(styles.titleLink, item.title)}
          {item.type === 'attraction' ? (
            <TopAttractions units={item.units ?? []} locale={locale} />
          ) : (
            <FeaturedEvents units={item.units ?? []} locale={locale} />
          )}
        </>
      );
    default:
      return link(styles.link, item.title);
  }
}

/** Inside the site in this language; out of it in a new window, said so. */
function ItemLink({
  item,
  locale,
  hint,
  className,
  children,
}: EntryProps & { className: string | undefined; children: ReactNode }) {
  if (!item.url) return <span className={className}>{children}</span>;
  if (item.out) {
    return (
      <ExternalLink href={item.url} hint={hint} className={className}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={siteHref(locale, item.url)} className={className}>
      {children}
    </a>
  );
}

/** A site path in the page's language, as the site's Link writes it; other addresses as they are. */
function siteHref(locale: PanelProps['locale'], href: string): string {
  return href.startsWith('/') ? localizedPath(locale, href) : href;
}

/** The attraction item: each area with its five most viewed attractions, in rank order. */
function TopAttractions({ units, locale }: { units: readonly PanelUnit[]; locale: PanelProps['locale'] }) {
  return (
    <div className={styles.units}>
      {units.map((unit) => (
        <div key={unit.title}>
          <p className={styles.unitTitle}>
            {unit.url ? <a href={siteHref(locale, unit.url)}>{unit.title}</a> : unit.title}
          </p>
          <ol className={styles.unitLinks} aria-label={unit.label}>
            {unit.links.map((link) => (
              <li key={link.url}>
                <a href={siteHref(locale, link.url)}>{link.title}</a>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

/** The event item: the events featured now, with their dates in Taiwan time. */
function FeaturedEvents({ units, locale }: { units: readonly PanelUnit[]; locale: PanelProps['locale'] }) {
  return (
    <ul className={styles.unitLinks}>
      {units
        .flatMap((unit) => unit.links)
        .map((link) => (
          <li key={link.url}>
            <a href={siteHref(locale, link.url)}>{link.title}</a>
            <span className={styles.date}>{link.date}</span>
          </li>
        ))}
    </ul>
  );
}
