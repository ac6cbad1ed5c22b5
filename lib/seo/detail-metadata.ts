import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ApiOutcome } from '@/lib/api/client';
import type { Locale } from '@/lib/i18n/locales';
import { buildPageMetadata } from './metadata';

type Titled = { id: number; name?: string; title?: string; summary?: string; cover: string };
type Params = Promise<{ locale: string; id: string }>;
/** Message namespaces whose `title` names a catalogue section ("Trails", "Cycling Routes"). */
type SectionNamespace =
  | 'Trails'
  | 'Bikeways'
  | 'Tours'
  | 'Souvenirs'
  | 'Ecology'
  | 'Albums'
  | 'Films'
  | 'FileArea.exhibitions'
  | 'FileArea.albums';

type DetailMetadataOptions<T> = {
  /** The first path segment of its pages, or (`/file-area/...`) the path below which they are. */
  section: string;
  namespace: SectionNamespace;
  load: (params: Params) => Promise<{ locale: Locale; outcome: ApiOutcome<T> }>;
  /** Facts that open the description, so two records of one place (a trail and its attraction) differ in results. */
  describe?: (item: T, locale: Locale) => Promise<string | undefined>;
};

/**
 * generateMetadata of a detail page at /{section}/{id}: its name with the section's (one place
 * can be both an attraction and a trail, and the two pages must not share a title), summary
 * and cover.
 */
export function detailMetadata<T extends Titled>({ section, namespace, load, describe }: DetailMetadataOptions<T>) {
  return async ({ params }: { params: Params }): Promise<Metadata> => {
    const { locale, outcome } = await load(params);
    if (!outcome.ok) return {};
    const item = outcome.data;
    const name = item.name ?? item.title ?? '';
    const [t, sectionT] = await Promise.all([
      getTranslations({ locale, namespace: 'Metadata' }),
      getTranslations({ locale, namespace }),
    ]);
    const summary = item.summary ?? name;
    const facts = await describe?.(item, locale);
    return buildPageMetadata({
      locale,
      path: section.startsWith('/') ? `${section}/${item.id}` : `/${section}/${item.id}`,
      name: t('sectionTitle', { name, section: sectionT('title') }),
      description: facts ? t('factsDescription', { facts, summary }) : summary,
      image: item.cover,
    });
  };
}
