import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getMenus } from '@/lib/api/menus';
import { formatDayRange } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/locales';
import type { MenuItem } from '@/lib/schemas/menu';
import type { MenuPanels, PanelItem } from './menu-panel-data';

/**
 * The menu's groups with their items in this language, as the browser draws them (its menu.json).
 * Only the fields an item's type shows, with its texts in this language (the areas' list names,
 * the events' dates): ids, order and the backend's flags stay here.
 */
export async function menuPanels(locale: Locale): Promise<MenuPanels> {
  const [menus, nav, events] = await Promise.all([
    getMenus(locale),
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'Events' }),
  ]);
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
  return { groups: menus.map((group) => ({ id: group.id, items: (group.subMenu ?? []).map(toItem) })) };
}
