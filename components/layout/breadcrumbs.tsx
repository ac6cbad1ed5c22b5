import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getMenus } from '@/lib/api/menus';
import { groupHref, groupOfSection } from '@/lib/navigation/site-structure';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import styles from './breadcrumbs.module.css';

export type Crumb = { label: string; href?: string };

type Props = {
  locale: Locale;
  /** First path segment of the page (e.g. "attractions"): decides the navigation group shown. */
  section: string;
  trail: readonly Crumb[];
};

/** Home › navigation group › … › current page, plus the same trail as schema.org data. */
export async function Breadcrumbs({ locale, section, trail }: Props) {
  const shell = await getTranslations('Shell');
  const group = groupOfSection(await getMenus(locale), section);
  const crumbs: Crumb[] = [{ label: shell('home'), href: '/' }];
  // The group leads to its part of the sitemap; a list named like its group stands for both.
  if (group && trail[0]?.label !== group.title) crumbs.push({ label: group.title, href: groupHref(group) });
  crumbs.push(...trail);
  return <BreadcrumbTrail locale={locale} label={shell('breadcrumb')} crumbs={crumbs} />;
}

/** A trail of links (the last is the page itself) and the same trail as schema.org data. */
export function BreadcrumbTrail({
  locale,
  label,
  crumbs,
}: {
  locale: Locale;
  label: string;
  crumbs: readonly Crumb[];
}) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {isLast || !crumb.href ? (
                <span aria-current={isLast ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link href={crumb.href}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(crumbs, locale) }} />
    </nav>
  );
}
