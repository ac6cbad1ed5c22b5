import 'server-only';
import type { CSSProperties } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { MenuItem } from '@/lib/schemas/menu';
import { MenuPanel, type MenuPanelWords } from './menu-panel';
// The items' stylesheet is attached here, on the server, so it comes with the page's styles: the
// code that draws the items (menu-panel-items.tsx) is fetched later, and its list needs only the class.
import styles from './menu-items.module.css';

type Props = { group: MenuItem; locale: Locale; externalHint: string; words: MenuPanelWords };

/** One group's dropdown (desktop) and drill-down level (phone); its items are drawn in the browser. */
export function MenuGroupPanel({ group, locale, externalHint, words }: Props) {
  const list = {
    className: styles.items,
    style: group.columns ? ({ '--menu-columns': group.columns } as CSSProperties) : undefined,
  };
  return (
    <MenuPanel
      groupId={group.id}
      locale={locale}
      hint={externalHint}
      list={list}
      noteClassName={styles.note}
      words={words}
    />
  );
}
