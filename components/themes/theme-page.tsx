import { MarkedText } from '@/components/ui/marked-text';
import { TextWithPhones } from '@/components/ui/text-with-phones';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AttractionGrid } from '@/components/content/attraction-card';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { EventGrid } from '@/components/events/event-grid';
import { ExternalLink } from '@/components/ui/external-link';
import { listAttractions } from '@/lib/api/attractions';
import { listEvents } from '@/lib/api/events';
import { listTrails } from '@/lib/api/trails';
import { getThemePage } from '@/lib/content/theme-pages';
import { isStagingSite } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isPathVisible } from '@/lib/routing/visibility';
import type { ThemeLink, ThemePageSlug } from '@/lib/schemas/theme-page';
import { buildPageMetadata } from '@/lib/seo/metadata';
import styles from './theme-page.module.css';

type Props = { params: Promise<{ locale: string }> };

/** generateMetadata of a theme page. */
export function themeMetadata(slug: ThemePageSlug) {
  return async ({ params }: Props): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const page = await getThemePage(slug, locale);
    return buildPageMetadata({ locale, path: `/${slug}`, name: page.title, description: page.description });
  };
}

/** Keeps the given ids' items, in the order of the ids. */
function pick<T extends { id: number }>(items: readonly T[], ids: readonly number[] | undefined): T[] {
  return (ids ?? []).flatMap((id) => items.find((item) => item.id === id) ?? []);
}

/** The page component of a theme page: its sections, then the places and events it features. */
export function themePage(slug: ThemePageSlug) {
  return async function ThemePageView({ params }: Props) {
    const locale = await pageLocale(params);
    const page = await getThemePage(slug, locale);
    const t = await getTranslations('Themes');
    const shell = await getTranslations('Shell');
    const [attractions, trails, events] = await Promise.all([
      page.related.attractions?.length
        ? listAttractions(locale).then((r) => pick(r.items, page.related.attractions))
        : [],
      page.related.trails?.length ? listTrails(locale).then((r) => pick(r.items, page.related.trails)) : [],
      page.related.events?.length ? listEvents(locale).then((r) => pick(r.items, page.related.events)) : [],
    ]);
    // Site links to pages hidden in this language (e.g. the glossary in Japanese) are left out.
    const isStaging = isStagingSite();
    const visible = (link: ThemeLink) =>
      /^https?:/.test(link.url) || isPathVisible(link.url.split(/[?#]/)[0] ?? link.url, locale, isStaging);
    const links = (page.links ?? []).filter(visible);
    const callsToAction = (page.callsToAction ?? []).filter(visible);
    const linkTo = (link: ThemeLink, className?: string) =>
      /^https?:/.test(link.url) ? (
        <ExternalLink href={link.url} hint={shell('externalHint')} className={className}>
          <MarkedText text={link.label} locale={locale} />
        </ExternalLink>
      ) : (
        <Link href={link.url} className={className}>
          {link.label}
        </Link>
      );

    return (
      <article className="container page">
        <Breadcrumbs locale={locale} section={slug} trail={[{ label: page.title }]} />
        <h1>{page.title}</h1>
        <p className={styles.regions}>
          {t('regions')}
          {page.regions.map((region, index) => (
            <span key={region.id}>
              {index > 0 ? t('regionSeparator') : null}
              <Link href={region.path}>{region.name}</Link>
            </span>
          ))}
        </p>
        <p className="lead">{page.lead}</p>
        {callsToAction.length ? (
          <nav aria-label={t('callsToAction')}>
            <ul className={styles.callsToAction}>
              {callsToAction.map((link) => (
                <li key={link.url}>{linkTo(link, styles.callToAction)}</li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.sections}>
          {page.sections.map((section, index) => (
            <section key={index} aria-labelledby={`section-${index}`}>
              <h2 id={`section-${index}`}>{section.heading}</h2>
              {section.body.split(/\n{2,}/).map((paragraph, p) => (
                <p key={p}>
                  <TextWithPhones text={paragraph} locale={locale} />
                </p>
              ))}
              {section.items?.length ? (
                <ul className={styles.items}>
                  {section.items.map((item) => (
                    <li key={item}>
                      <TextWithPhones text={item} locale={locale} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
        {attractions.length + trails.length > 0 ? (
          <section aria-labelledby="theme-related" className="grouped-section">
            <h2 id="theme-related">{t('related')}</h2>
            {attractions.length > 0 ? <AttractionGrid items={attractions} headingLevel="h3" /> : null}
            {trails.length > 0 ? (
              <CardGrid>
                {trails.map((trail) => (
                  <li key={trail.id}>
                    <ContentCard
                      href={`/trails/${trail.id}`}
                      title={trail.name}
                      cover={trail.cover}
                      kicker={trail.areaName}
                      areaId={trail.areaId}
                      summary={trail.summary}
                    />
                  </li>
                ))}
              </CardGrid>
            ) : null}
          </section>
        ) : null}
        {events.length > 0 ? (
          <section aria-labelledby="theme-events" className="grouped-section">
            <h2 id="theme-events">{t('relatedEvents')}</h2>
            <EventGrid events={events} />
          </section>
        ) : null}
        {links.length ? (
          <section aria-labelledby="theme-links" className="grouped-section">
            <h2 id="theme-links">{t('links')}</h2>
            <ul className={`${styles.items} ${styles.linkList}`}>
              {links.map((link) => (
                <li key={link.url}>{linkTo(link)}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    );
  };
}
