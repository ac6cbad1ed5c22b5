import 'server-only';
import { readFile } from 'node:fs/promises';
import { cache } from 'react';
import { dataFilePath } from '@/lib/server/data-files';
import { getTranslations } from 'next-intl/server';
import { areas } from '@/lib/content/areas';
import { apiLangOf, type Locale } from '@/lib/i18n/locales';
import type { AreaId } from '@/lib/schemas/attraction';
import { toSimplifiedDeep } from '@/lib/i18n/simplified';
import { themePageSeedSchema, type ThemePageSeed, type ThemePageSlug } from '@/lib/schemas/theme-page';

/**
 * The themed and information pages (explore, hiking, emergency, ...) are the site's own
 * editorial content, like its messages: the backend contract has no endpoint for them, so they
 * live in data/themes/{slug}.json and are read here, validated, on the server.
 */
const loadThemeSeed = cache(async (slug: ThemePageSlug): Promise<ThemePageSeed> => {
  return themePageSeedSchema.parse(JSON.parse(await readFile(dataFilePath(`themes/${slug}.json`), 'utf8')));
});

export type ThemePage = ThemePageSeed['i18n']['en'] & {
  slug: ThemePageSlug;
  related: ThemePageSeed['related'];
  /** The areas of regionIds, named in the page's language, with their area page. */
  regions: { id: AreaId; name: string; path: `/${string}` }[];
};

/** A theme page's text in the page's language (zh-cn converted from zh-tw). */
export async function getThemePage(slug: ThemePageSlug, locale: Locale): Promise<ThemePage> {
  const seed = await loadThemeSeed(slug);
  const text = seed.i18n[apiLangOf(locale)];
  const common = await getTranslations({ locale, namespace: 'Common' });
  const regions = seed.regionIds.map((id) => ({
    id,
    name: common(`areas.${id}`),
    path: `/${areas.find((area) => area.id === id)!.slug}` as const,
  }));
  const page = { ...text, slug, related: seed.related, regions };
  return locale === 'zh-cn' ? toSimplifiedDeep(page) : page;
}
