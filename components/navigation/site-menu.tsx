'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { loadMenuPanels, loadMenuPanelsWhenIdle } from './menu-panels-store';
import { ShownGroup } from './shown-group';
import styles from './site-menu.module.css';

export type MenuGroupView = { id: number; title: string; panel: ReactNode };
type Labels = { nav: string; open: string; close: string; back: string; dialog: string };
type Props = { labels: Labels; locale: Locale; groups: readonly MenuGroupView[]; extras?: ReactNode };

const buttonId = (id: number) => `menu-button-${id}`;
const panelId = (id: number) => `menu-panel-${id}`;
/**
 * Whether the menu has its desktop layout. The stylesheets decide (the spec's 1200px as container
 * queries on the header, in em and rem: site-header.module.css), and no media query can ask them:
 * a larger root text size keeps the phone layout at any screen width. The desktop layout is the
 * one without a menu button.
 */
const isDesktop = (menuButton: HTMLElement | null) =>
  menuButton !== null && getComputedStyle(menuButton).display === 'none';
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The focusable elements shown now (those in closed groups or hidden by the layout are not). */
function visibleFocusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.getClientRects().length > 0);
}

/**
 * The site's one menu, rendered once and laid out by the breakpoint (spec: 1200px), so its links
 * are in the page a single time. State (spec section 4, "Menu"): closed, or one group open.
 *
 * Desktop: disclosure navigation — each group title is a button with aria-expanded and
 * aria-controls over a dropdown of plain links; Escape or a click outside closes it and puts
 * focus back on its title; tabbing out of the menu closes it too.
 *
 * Phone and tablet: a menu button opens the same menu as a modal panel that drills down — the
 * groups, then one group's items with a back button. Escape closes the whole panel and returns
 * focus to the menu button; Tab stays inside; the page behind does not scroll.
 */
export function SiteMenu({ labels, locale, groups, extras }: Props) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const nav = useRef<HTMLElement>(null);
  // A press outside moves focus before its click arrives; the click handler decides, not the blur.
  const pressedOutside = useRef(false);
  // Where focus goes after the phone panel changes level (a selector inside the panel).
  const focusNext = useRef<string | null>(null);

  // The groups' items (menu-panel.tsx): fetched once the page has loaded, or as soon as a visitor
  // reaches for the menu (a pointer over it, a focus in it, a press of the menu button).
  useEffect(() => loadMenuPanelsWhenIdle(locale), [locale]);
  const reachFor = () => loadMenuPanels(locale);

  // Desktop dropdown: Escape and clicks outside.
  useEffect(() => {
    if (openId === null || panelOpen) return;
    const close = (returnFocus: boolean) => {
      setOpenId(null);
      if (returnFocus) document.getElementById(buttonId(openId))?.focus();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && close(true);
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside.current = !nav.current?.contains(event.target as Node);
    };
    const onClick = (event: MouseEvent) => {
      pressedOutside.current = false;
      if (nav.current?.contains(event.target as Node)) return;
      // A click on something focusable keeps its focus; anywhere else, focus returns to the title.
      close(!(event.target as Element).closest?.(focusable));
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick);
    };
  }, [openId, panelOpen]);

  // Phone panel: the page behind stays still; the desktop layout taking over (a wider window, a
  // smaller root text size) closes the panel. The menu button then leaves the layout: its box,
  // observed, shrinks to nothing.
  useEffect(() => {
    if (!panelOpen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    const button = menuButton.current;
    const layout = new ResizeObserver(() => isDesktop(button) && setPanelOpen(false));
    if (button) layout.observe(button);
    return () => {
      root.style.overflow = previous;
      layout.disconnect();
    };
  }, [panelOpen]);

  // Phone panel: move focus to the level just shown.
  useEffect(() => {
    if (!panelOpen || !panel.current) return;
    const target = focusNext.current ? panel.current.querySelector<HTMLElement>(focusNext.current) : null;
    (target ?? visibleFocusables(panel.current)[0])?.focus();
    focusNext.current = null;
  }, [panelOpen, openId]);

  const openPanel = () => {
    reachFor();
    focusNext.current = '[data-group-title]';
    setOpenId(null);
    setPanelOpen(true);
  };
  const closePanel = () => {
    setPanelOpen(false);
    setOpenId(null);
    menuButton.current?.focus();
  };
  const chooseGroup = (id: number) => {
    reachFor();
    if (panelOpen) {
      focusNext.current = '[data-back]';
      setOpenId(id);
    } else {
      setOpenId(openId === id ? null : id);
    }
  };
  const backToGroups = () => {
    focusNext.current = `#${buttonId(openId ?? 0)}`;
    setOpenId(null);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!panelOpen || !panel.current) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closePanel();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = visibleFocusables(panel.current);
    if (event.shiftKey && document.activeElement === items[0]) {
      event.preventDefault();
      items.at(-1)?.focus();
    } else if (!event.shiftKey && document.activeElement === items.at(-1)) {
      event.preventDefault();
      items[0]?.focus();
    }
  };

  const active = groups.find((group) => group.id === openId);
  return (
    <div className={styles.root}>
      <button
        ref={menuButton}
        type="button"
        className={styles.menuButton}
        aria-expanded={panelOpen}
        aria-controls="site-menu"
        onClick={openPanel}
      >
        <span className="visually-hidden">{labels.open}</span>
      </button>
      <div
        ref={panel}
        id="site-menu"
        className={styles.panel}
        data-open={panelOpen || undefined}
        data-drilled={(panelOpen && active !== undefined) || undefined}
        {...(panelOpen ? { role: 'dialog', 'aria-modal': true, 'aria-label': labels.dialog } : {})}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          // A chosen link closes the menu: the next page must not open with a menu over it.
          const link = (event.target as Element).closest('a');
          if (!link) return;
          // A link to another window leaves this page as it was: focus returns to the control that
          // opened the menu rather than staying on a link that is now hidden.
          const opener = panelOpen ? menuButton.current : document.getElementById(buttonId(openId ?? 0));
          setOpenId(null);
          setPanelOpen(false);
          if (link.target === '_blank') opener?.focus();
          // The link itself is followed as every link of the site is (link-navigation.tsx).
        }}
      >
        <div className={styles.bar}>
          {panelOpen && active ? (
            <button type="button" data-back className={styles.back} onClick={backToGroups}>
              {labels.back}
            </button>
          ) : (
            <p className={styles.heading}>{labels.dialog}</p>
          )}
          <button type="button" className={styles.close} onClick={closePanel}>
            <span className="visually-hidden">{labels.close}</span>
          </button>
        </div>
        <nav
          ref={nav}
          aria-label={labels.nav}
          className={styles.nav}
          onPointerEnter={reachFor}
          onFocus={reachFor}
          onBlur={(event) => {
            // On desktop, keyboard focus leaving the menu closes it; a press outside is handled by its click.
            if (panelOpen || pressedOutside.current || !isDesktop(menuButton.current)) return;
            if (event.relatedTarget && !nav.current?.contains(event.relatedTarget as Node)) setOpenId(null);
          }}
        >
          <ShownGroup value={openId}>
            <ul className={styles.groups}>
              {groups.map((group) => {
                const open = openId === group.id;
                return (
                  <li key={group.id} className={styles.group} data-active={open || undefined}>
                    <button
                      type="button"
                      id={buttonId(group.id)}
                      data-group-title
                      className={styles.title}
                      aria-expanded={open}
                      aria-controls={panelId(group.id)}
                      onClick={() => chooseGroup(group.id)}
                    >
                      {group.title}
                    </button>
                    <div id={panelId(group.id)} className={styles.dropdown} hidden={!open}>
                      <h2 className={styles.groupHeading}>{group.title}</h2>
                      <div className={`container ${styles.dropdownBody}`}>{group.panel}</div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </ShownGroup>
        </nav>
        {extras && !active ? <div className={styles.extras}>{extras}</div> : null}
      </div>
    </div>
  );
}
