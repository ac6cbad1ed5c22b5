'use client';

import { use, useState, type CSSProperties } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { MenuItemType } from '@/lib/schemas/menu';

/** What the renderer needs of a menu item (menu-group-panel.tsx makes it from the backend's tree). */
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

type Renderer = (typeof import('./menu-panel-items'))['drawMenuItems'];
let renderer: Promise<Renderer> | undefined;
/** By a dynamic import, so that in browsers the renderer is a file of its own, fetched only if needed. */
const loadRenderer = () => (renderer ??= import('./menu-panel-items').then((module) => module.drawMenuItems));

/**
 * One group's items: HTML from the server that the browser keeps as it is.
 *
 * React puts what server components render into the page twice: as HTML, and again in its payload
 * (the `self.__next_f` scripts) to hydrate it. The menu, in every page, was the larger part of that
 * payload. Here the payload carries only the items' data; the HTML is drawn from it during the
 * server render, and in the browser React leaves that HTML alone (an element with
 * `dangerouslySetInnerHTML` does not hydrate its children), so the drawing code is not in the
 * page's JavaScript either. Its links are plain links, which work without JavaScript; with it,
 * the menu (site-menu.tsx) sends a click through the router. Mounted without that HTML (the site's
 * shell is rendered in the browser when a visitor follows a link from the 404 page, which has no
 * shell, or after an error), it fetches the drawing code and draws the items itself.
 */
export function MenuPanel({ list, ...props }: PanelProps & { list: { className?: string; style?: CSSProperties } }) {
  const [fallback, setFallback] = useState<Renderer | null>(null);

  if (typeof window === 'undefined') {
    const draw = use(loadRenderer());
    return <ul {...list}>{draw(props)}</ul>;
  }
  if (fallback) return <ul {...list}>{fallback(props)}</ul>;
  return (
    <ul
      {...list}
      // Called once the list is in the document: empty, it was not drawn on the server.
      ref={(element) => {
        if (element && !element.hasChildNodes()) void loadRenderer().then((draw) => setFallback(() => draw));
      }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
