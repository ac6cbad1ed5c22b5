'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { controlIcons, Icon } from './icon';
import styles from './desktop-menu.module.css';

export type MenuGroupView = { id: number; title: string; panel: ReactNode };

const buttonId = (id: number) => `menu-button-${id}`;
const panelId = (id: number) => `menu-panel-${id}`;

/**
 * The desktop navigation (spec section 4, "Menu"): closed, or one group open. It follows the
 * disclosure-navigation pattern: each group title is a button with aria-expanded and
 * aria-controls; its panel holds plain links. Escape or a click outside closes the panel and
 * puts focus back on its title; tabbing out of the menu closes it too.
 */
export function DesktopMenu({ label, groups }: { label: string; groups: readonly MenuGroupView[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  // A press outside moves focus before its click arrives; the click handler decides, not the blur.
  const pressedOutside = useRef(false);

  useEffect(() => {
    if (openId === null) return;
    const close = (returnFocus: boolean) => {
      setOpenId(null);
      if (returnFocus) document.getElementById(buttonId(openId))?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside.current = !navRef.current?.contains(event.target as Node);
    };
    const onClick = (event: MouseEvent) => {
      pressedOutside.current = false;
      if (navRef.current?.contains(event.target as Node)) return;
      // A click on something focusable keeps its focus; anywhere else, focus returns to the title.
      close(!(event.target as Element).closest?.('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'));
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick);
    };
  }, [openId]);

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className={styles.nav}
      onBlur={(event) => {
        // Keyboard focus leaving the menu closes it; a press outside is handled by its click.
        if (pressedOutside.current) return;
        if (event.relatedTarget && !navRef.current?.contains(event.relatedTarget as Node)) setOpenId(null);
      }}
    >
      <ul className={styles.groups}>
        {groups.map((group) => {
          const open = openId === group.id;
          return (
            <li key={group.id} className={styles.group}>
              <button
                type="button"
                id={buttonId(group.id)}
                className={styles.title}
                aria-expanded={open}
                aria-controls={panelId(group.id)}
                onClick={() => setOpenId(open ? null : group.id)}
              >
                {group.title}
                <Icon path={controlIcons.expand} size={20} className={styles.chevron} />
              </button>
              {/* A chosen link closes the panel: the next page must not open with a menu over it. */}
              <div id={panelId(group.id)} className={styles.panel} hidden={!open} onClick={(event) => (event.target as Element).closest('a') && setOpenId(null)}>
                <div className="container">{group.panel}</div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
