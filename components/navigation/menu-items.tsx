import { SiteImage } from '@/components/ui/site-image';
import { getTranslations } from 'next-intl/server';
import { formatDayRange } from '@/lib/domain/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { MenuItem, MenuUnit } from '@/lib/schemas/menu';
import { controlIcons, Icon } from './icon';
import { MenuLink as ItemLink } from './menu-link';
import { tileIconPath } from './tile-icons';
import styles from './menu-items.module.css';

type Props = { items: readonly MenuItem[]; locale: Locale; columns?: number };

/**
 * A menu group's items, each rendered by its type (spec section 2), on the server, once: the
 * stylesheet lays them out as a dropdown grid on desktop and a list on phones, where alone the
 * mobile-only items show.
 */
export async function MenuItems({ items, locale, columns }: Props) {
  const ordered = leadingOrder(items);
  // The first plain link right after the pictures.
  const startsRow = (index: number) => index > 0 && rankOf(ordered[index]!) === 2 && rankOf(ordered[index - 1]!) === 1;
  return (
    <ul className={styles.items} style={columns ? ({ '--menu-columns': columns } as React.CSSProperties) : undefined}>
      {ordered.map((item, index) => (
        <li key={item.id} className={startsRow(index) ? `${styles[kindOf(item)]} ${styles.startsRow}` : styles[kindOf(item)]} data-type={item.type}>
          <MenuEntry item={item} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Groups lead with their title link, then their pictures, then the plain links, then the wide
 * lists (events, top attractions) under them all, in the page's order itself (not by CSS `order`,
 * which would make the Tab order differ from what is seen). The plain links after pictures start
 * a row of their own (`startsRow`) instead of filling the cells beside them.
 */
function leadingOrder(items: readonly MenuItem[]): MenuItem[] {
  return [...items].sort((a, b) => rankOf(a) - rankOf(b));
}

function rankOf(item: MenuItem): 0 | 1 | 2 | 3 {
  if (item.type === 'title-link') return 0;
  const kind = kindOf(item);
  if (kind === 'wide') return 3;
  return kind === 'tile' && item.type !== 'icon-tile' ? 1 : 2;
}

/** Which layout an item takes: tiles span their own cell; lists and units take a wider one. */
function kindOf(item: MenuItem): 'tile' | 'wide' | 'row' {
  if (item.type === 'cover' || item.type === 'cover-tile' || item.type === 'video' || item.type === 'icon-tile') return 'tile';
  if (item.type === 'attraction' || item.type === 'event' || item.type === 'title-list') return 'wide';
  return 'row';
}

async function MenuEntry({ item, locale }: { item: MenuItem; locale: Locale }) {
  switch (item.type) {
    case 'title-list':
      return (
        <>
          <p className={styles.listTitle}>{item.title}</p>
          <MenuItems items={item.subMenu ?? []} locale={locale} />
        </>
      );
    case 'cover':
    case 'cover-tile':
    case 'video':
      return (
        <ItemLink item={item} className={styles.coverLink}>
          {item.cover ? <SiteImage src={item.cover} alt="" width={320} height={180} sizes="(min-width: 1200px) 240px, 96px" className={styles.cover} /> : null}
          {item.type === 'video' ? <Icon path={controlIcons.play} size={32} className={styles.play} /> : null}
          <span className={styles.tileTitle}>{item.title}</span>
        </ItemLink>
      );
    case 'icon-tile': {
      const path = tileIconPath(item.icon);
      return (
        <ItemLink item={item} className={styles.iconLink}>
          {path ? <Icon path={path} size={28} className={styles.tileIcon} /> : null}
          <span>{item.title}</span>
        </ItemLink>
      );
    }
    case 'title-link':
      return (
        <ItemLink item={item} className={styles.titleLink}>
          {item.title}
          <Icon path={controlIcons.next} size={20} />
        </ItemLink>
      );
    case 'attraction':
    case 'event':
      return (
        <>
          <ItemLink item={item} className={styles.titleLink}>
            {item.title}
            <Icon path={controlIcons.next} size={20} />
          </ItemLink>
          {item.type === 'attraction' ? <TopAttractions units={item.units ?? []} /> : <FeaturedEvents units={item.units ?? []} locale={locale} />}
        </>
      );
    default:
      return <ItemLink item={item} className={styles.link}>{item.title}</ItemLink>;
  }
}

/** The attraction item: each area with its five most viewed attractions, in rank order. */
async function TopAttractions({ units }: { units: readonly MenuUnit[] }) {
  const t = await getTranslations('Nav');
  return (
    <div className={styles.units}>
      {units.map((unit) => (
        <div key={unit.title} className={styles.unit}>
          <p className={styles.unitTitle}>{unit.url ? <Link href={unit.url}>{unit.title}</Link> : unit.title}</p>
          <ol className={styles.unitLinks} aria-label={t('topByHits', { area: unit.title })}>
            {unit.links.map((link) => (
              <li key={link.url}>
                <Link href={link.url}>{link.title}</Link>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

/** The event item: the events featured now, with their dates in Taiwan time. */
async function FeaturedEvents({ units, locale }: { units: readonly MenuUnit[]; locale: Locale }) {
  const t = await getTranslations('Events');
  return (
    <ul className={styles.unitLinks}>
      {units.flatMap((unit) => unit.links).map((link) => (
        <li key={link.url}>
          <Link href={link.url}>{link.title}</Link>
          <span className={styles.date}>{formatDayRange(locale, link.date_begin, link.date_end) ?? t('dateUnknown')}</span>
        </li>
      ))}
    </ul>
  );
}
