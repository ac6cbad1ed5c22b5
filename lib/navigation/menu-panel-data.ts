import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { MenuItemType } from '@/lib/schemas/menu';

/** What the menu's renderer needs of an item (lib/navigation/menu-panels.ts makes it from the backend's tree). */
export type PanelItem = {
  type: MenuItemType;
  title: string;
  url?: string;
  out?: true;
  cover?: string;
  icon?: string;
  units?: PanelUnit[];
  subMenu?: PanelItem[];
};
export type PanelUnit = {
  title: string;
  url?: string;
  label?: string;
  links: { title: string; url: string; date?: string }[];
};
export type PanelProps = { items: PanelItem[]; locale: Locale; hint: string };

/** The menu's groups with their items, in one language: the body of its menu.json. */
export type MenuPanels = { groups: { id: number; items: PanelItem[] }[] };

/**
 * Where a language's menu items are fetched from: `/en/menu.json`, `/menu.json` for the default
 * language (rewritten by the proxy like its pages; app/[locale]/menu.json/route.ts).
 */
export function menuPanelsPath(locale: Locale): string {
  return localizedPath(locale, '/menu.json');
}

/** Whether an answer has the shape of MenuPanels (the browser checks what it fetched before drawing it). */
export function isMenuPanels(value: unknown): value is MenuPanels {
  const groups = (value as MenuPanels | null)?.groups;
  return Array.isArray(groups) && groups.every((group) => typeof group?.id === 'number' && Array.isArray(group.items));
}
