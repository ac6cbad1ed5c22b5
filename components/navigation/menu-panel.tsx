'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { useMenuPanels } from './menu-panels-store';

/** What a panel says while its items are on their way, and when they cannot be fetched. */
export type MenuPanelWords = { loading: string; failed: string; sitemap: string };

type Props = {
  groupId: number;
  locale: Locale;
  /** Said after a link that opens another window. */
  hint: string;
  list: { className?: string; style?: CSSProperties };
  /** The class of the line said in the items' place while they are on their way or failed. */
  noteClassName?: string;
  words: MenuPanelWords;
};

type Renderer = (typeof import('./menu-panel-items'))['drawMenuItems'];
let renderer: Promise<Renderer> | undefined;
/** A file of its own, fetched with the items: no page's first scripts carry the drawing code. */
const loadRenderer = () => (renderer ??= import('./menu-panel-items').then((module) => module.drawMenuItems));

/**
 * One group's items, drawn in the browser from the language's menu.json (menu-panels-store.ts).
 *
 * They are not in the page: React puts what the server renders into a page twice (as HTML, and
 * again in its payload to hydrate it), and the menu's items, hidden until a menu is opened, were
 * about 2.4 kB of every page's compressed bytes. Fetched once per language and kept by the
 * browser, they cost a visitor one small answer for all the pages they open. The group buttons,
 * the site's name, search and the quick links stay in the page.
 */
export function MenuPanel({ groupId, locale, hint, list, noteClassName, words }: Props) {
  const state = useMenuPanels(locale);
  const [draw, setDraw] = useState<Renderer | null>(null);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) void loadRenderer().then((found) => setDraw(() => found));
  }, [ready]);

  if (state.status === 'failed')
    return (
      <p className={noteClassName}>
        {words.failed} <a href={localizedPath(locale, '/sitemap')}>{words.sitemap}</a>
      </p>
    );
  const items = ready ? state.groups.get(groupId) : undefined;
  if (!items || !draw)
    return (
      <p className={noteClassName} role="status">
        {words.loading}
      </p>
    );
  return <ul {...list}>{draw({ items, locale, hint })}</ul>;
}
