'use client';

import { usePathname } from 'next/navigation';
import styles from './file-area.module.css';

export type FileAreaLink = {
  href: string;
  label: string;
  /** Where its items' pages are (`/file-area/activity/detail`). */ detailPath?: string;
};
type Props = { label: string; links: readonly FileAreaLink[] };

/**
 * The file area's navigation, marking the page (or section) the visitor is on. On a phone the
 * links fold into a disclosure, so the page's content is not pushed below ten links; both forms
 * are plain HTML that work without JavaScript.
 */
export function FileAreaNav({ label, links }: Props) {
  const pathname = usePathname();
  const current = currentLink(pathname, links);
  const list = (
    <ul className={styles.navList}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={styles.navLink}
            aria-current={link.href === current ? (link.href === pathname ? 'page' : 'true') : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <nav aria-label={label} className={styles.navWide}>
        <div className="container">{list}</div>
      </nav>
      <details className={styles.navNarrow}>
        <summary className={styles.navSummary}>{label}</summary>
        <nav aria-label={label}>{list}</nav>
      </details>
    </>
  );
}

/** The link of the page shown, or of the list whose item it shows (an album belongs to the album list). */
function currentLink(pathname: string, links: Props['links']): string | undefined {
  return links.find(
    (link) => link.href === pathname || (link.detailPath !== undefined && pathname.startsWith(`${link.detailPath}/`)),
  )?.href;
}
