'use client';

import { useContext, useEffect, useState, type CSSProperties } from 'react';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { useMenuPanels } from './menu-panels-store';
import { loadRenderer, loadedRenderer } from './menu-renderer';
import { ShownGroup } from './shown-group';

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

/**
 * One group's items, drawn in the browser from the language's menu.json (menu-panels-store.ts)
 * when the group is first shown.
 *
 * They are not in the page: React puts what the server renders into a page twice (as HTML, and
 * again in its payload to hydrate it), and the menu's items, hidden until a menu is opened, were
 * about 2.4 kB of every page's compressed bytes, ahead of its content. Fetched once the page is
 * idle, they cost a visitor one small answer after what the page shows. The group buttons,
 * the site's name, search and the quick links stay in the page.
 */
export function MenuPanel({ groupId, locale, hint, list, noteClassName, words }: Props) {
  const state = useMenuPanels(locale);
  const [, setArrived] = useState(false);
  // Drawn the first time the group is shown, then kept: a page whose menu is never opened spends
  // no time on it (drawing all six groups after the page had loaded was a long task on a phone).
  const shown = useContext(ShownGroup) === groupId;
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  const ready = state.status === 'ready';
  const draw = loadedRenderer();
  useEffect(() => {
    if (ready && wanted && !draw) void loadRenderer().then(() => setArrived(true));
  }, [ready, wanted, draw]);

  if (state.status === 'failed')
    return (
      <p className={noteClassName}>
        {words.failed} <a href={localizedPath(locale, '/sitemap')}>{words.sitemap}</a>
      </p>
    );
  const items = ready ? state.groups.get(groupId) : undefined;
  if (!items || !wanted || !draw)
    return (
      <p className={noteClassName} role="status">
        {words.loading}
      </p>
    );
  return <ul {...list}>{draw({ items, locale, hint })}</ul>;
}
