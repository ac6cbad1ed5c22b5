import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { formatDayRange } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/locales';
import type { MenuItem } from '@/lib/schemas/menu';
import { MenuPanel, type PanelItem } from './menu-panel';
// The items' stylesheet is attached here, on the server: the browser does not run the code that
// draws them (menu-panel.tsx), and the list there needs only its class name.
import styles from './menu-items.module.css';

type Props = { group: MenuItem; locale: Locale; externalHint: string };

/** One group's dropdown (desktop) and drill-down level (phone): its items, drawn once for both. */
export async function MenuGroupPanel({ group, locale, externalHint }: Props) {
  const list = {
    className: styles.items,
    style: group.columns ? ({ '--menu-columns': group.columns } as CSSProperties) : undefined,
  };
  return (
    <MenuPanel list={list} items={await panelItems(group.subMenu ?? [], locale)} locale={locale} hint={externalHint} />
  );
}

/**
 * The menu items as the panel's renderer needs them, with their texts in this language (the areas'
 * list names, the events' dates): only the fields an item's type shows, since this is what every
 * page's payload carries (ids, order and the backend's flags stay here).
 */
async function panelItems(items: readonly MenuItem[], locale: Locale): Promise<PanelItem[]> {
  const nav = await getTranslations('Nav');
  const events = await getTranslations('Events');
  const toItem = (item: MenuItem): PanelItem => ({
    type: item.type,
    title: item.title,
    ...(item.url ? { url: item.url } : {}),
    ...(item.isLinkOut ? { out: true as const } : {}),
    ...(item.cover && (item.type === 'cover' || item.type === 'cover-tile' || item.type === 'video')
      ? { cover: item.cover }
      : {}),
    ...(item.icon && item.type === 'icon-tile' ? { icon: item.icon } : {}),
    ...(item.type === 'attraction'
      ? {
          units: (item.units ?? []).map((unit) => ({
            title: unit.title,
            ...(unit.url ? { url: unit.url } : {}),
            label: nav('topByHits', { area: unit.title }),
            links: unit.links.map(({ title, url }) => ({ title, url })),
          })),
        }
      : {}),
    ...(item.type === 'event'
      ? {
          units: (item.units ?? []).map((unit) => ({
            title: unit.title,
            links: unit.links.map((link) => ({
              title: link.title,
              url: link.url,
              date: formatDayRange(locale, link.date_begin, link.date_end) ?? events('dateUnknown'),
            })),
          })),
        }
      : {}),
    ...(item.type === 'title-list' ? { subMenu: (item.subMenu ?? []).map(toItem) } : {}),
  });
  return items.map(toItem);
}
