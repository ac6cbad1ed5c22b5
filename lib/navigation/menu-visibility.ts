import { apiLangOf, isChinese, type Locale } from '@/lib/i18n/locales';
import { isPathVisible } from '@/lib/routing/visibility';
import type { MenuItem } from '@/lib/schemas/menu';

/**
 * Spec section 2: "Items can be hidden for foreign languages or for specific languages." An item
 * is also left out when its page is hidden in this language or off staging (the site's own
 * visibility table), so no menu ever links to a 404. Items keep their `order`; children too.
 */
export function visibleMenu(items: readonly MenuItem[], locale: Locale, isStaging: boolean): MenuItem[] {
  return [...items]
    .filter((item) => isItemVisible(item, locale, isStaging))
    .sort((a, b) => a.order - b.order)
    .map((item) => (item.subMenu ? { ...item, subMenu: visibleMenu(item.subMenu, locale, isStaging) } : item))
    .filter((item) => !isEmptyHeading(item));
}

/** A heading item with nothing left under it (e.g. a group whose every page is hidden here) is dropped. */
function isEmptyHeading(item: MenuItem): boolean {
  return !item.url && item.subMenu !== undefined && item.subMenu.length === 0 && !item.units?.length;
}

function isItemVisible(item: MenuItem, locale: Locale, isStaging: boolean): boolean {
  if (item.hidden?.foreign && !isChinese(locale)) return false;
  if (item.hidden?.langs?.includes(apiLangOf(locale))) return false;
  if (!item.url || item.isLinkOut) return true;
  return isPathVisible(item.url.split(/[?#]/)[0] || '/', locale, isStaging);
}

/** Every site link of a menu tree, depth first (items, then their units' links). */
export function menuLinks(items: readonly MenuItem[]): { title: string; url: string }[] {
  return items.flatMap((item) => [
    ...(item.url && !item.isLinkOut ? [{ title: item.title, url: item.url }] : []),
    ...(item.units ?? []).flatMap((unit) => [
      ...(unit.url ? [{ title: unit.title, url: unit.url }] : []),
      ...unit.links,
    ]),
    ...menuLinks(item.subMenu ?? []),
  ]);
}
