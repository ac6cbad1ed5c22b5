'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { MenuGroupView } from './desktop-menu';
import { controlIcons, Icon } from './icon';
import styles from './mobile-menu.module.css';

type Labels = { open: string; close: string; back: string; dialog: string };
type Props = { labels: Labels; groups: readonly MenuGroupView[]; extras?: ReactNode };

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The focusable elements of the panel that are shown now (those inside hidden levels are not). */
function visibleFocusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.getClientRects().length > 0);
}

/**
 * The phone and tablet menu (below 1200px): a button opens a modal panel that drills down —
 * the groups first, then one group's items with a back button. Escape closes it and returns
 * focus to the menu button; Tab stays inside the panel; the page behind does not scroll.
 */
export function MobileMenu({ labels, groups, extras }: Props) {
  const [open, setOpen] = useState(false);
  const [groupId, setGroupId] = useState<number | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Where focus goes after the level changes: the back button in a group, the group's own button on return.
  const focusTarget = useRef<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    // Widening the window to desktop leaves no phone menu to close: close it.
    const desktop = window.matchMedia('(min-width: 1200px)');
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', onChange);
    return () => {
      root.style.overflow = previous;
      desktop.removeEventListener('change', onChange);
    };
  }, [open]);

  useEffect(() => {
    if (!open || !panelRef.current) return;
    const target = focusTarget.current ? panelRef.current.querySelector<HTMLElement>(focusTarget.current) : null;
    (target ?? visibleFocusables(panelRef.current)[0])?.focus();
    focusTarget.current = null;
  }, [open, groupId]);

  const close = () => {
    setOpen(false);
    setGroupId(null);
    buttonRef.current?.focus();
  };

  const drill = (id: number | null) => {
    focusTarget.current = id === null ? `[data-group="${groupId}"]` : '[data-back]';
    setGroupId(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = visibleFocusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const active = groups.find((group) => group.id === groupId);
  return (
    <div className={styles.root}>
      <button ref={buttonRef} type="button" className={styles.menuButton} aria-expanded={open} aria-controls="mobile-menu" onClick={() => {
          focusTarget.current = '[data-group]';
          setOpen(true);
        }}>
        <Icon path={controlIcons.menu} />
        <span className="visually-hidden">{labels.open}</span>
      </button>
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={labels.dialog}
        className={styles.panel}
        hidden={!open}
        onKeyDown={onKeyDown}
        onClick={(event) => (event.target as Element).closest('a') && close()}
      >
        <div className={styles.bar}>
          {active ? (
            <button type="button" data-back className={styles.back} onClick={() => drill(null)}>
              <Icon path={controlIcons.back} />
              {labels.back}
            </button>
          ) : (
            <p className={styles.heading}>{labels.dialog}</p>
          )}
          <button type="button" className={styles.close} onClick={close}>
            <Icon path={controlIcons.close} />
            <span className="visually-hidden">{labels.close}</span>
          </button>
        </div>
        <div className={styles.level} hidden={active !== undefined}>
          <ul className={styles.groupList}>
            {groups.map((group) => (
              <li key={group.id}>
                <button type="button" data-group={group.id} className={styles.groupButton} aria-controls={`mobile-group-${group.id}`} onClick={() => drill(group.id)}>
                  {group.title}
                  <Icon path={controlIcons.next} />
                </button>
              </li>
            ))}
          </ul>
          {extras}
        </div>
        {groups.map((group) => (
          <section key={group.id} id={`mobile-group-${group.id}`} aria-labelledby={`mobile-group-${group.id}-title`} className={styles.level} hidden={group.id !== groupId}>
            <h2 id={`mobile-group-${group.id}-title`} className={styles.groupTitle}>
              {group.title}
            </h2>
            {group.panel}
          </section>
        ))}
      </div>
    </div>
  );
}
