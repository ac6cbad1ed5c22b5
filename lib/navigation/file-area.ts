import { sections, type Section, type SectionKey } from '@/lib/sections';

/**
 * The file area's navigation, in its order: its header, its footer, its sitemap page and the
 * site's sitemap.xml read this list. Labels are the `FileArea.nav` messages.
 */
const fileAreaPages = [
  ['home', 'fileArea'],
  ['exhibitions', 'fileAreaExhibitions'],
  ['documents', 'fileAreaDocuments'],
  ['albums', 'fileAreaAlbums'],
  ['videos', 'fileAreaVideos'],
  ['sharedPosts', 'fileAreaSharedPosts'],
  ['faq', 'fileAreaFaq'],
  ['apply', 'fileAreaApply'],
  ['progress', 'fileAreaProgress'],
  ['sitemap', 'fileAreaSitemap'],
] as const satisfies readonly (readonly [string, SectionKey])[];

export type FileAreaPageKey = (typeof fileAreaPages)[number][0];

export const fileAreaNav: readonly { key: FileAreaPageKey; href: string; detailPath?: string }[] = fileAreaPages.map(
  ([key, section]) => {
    const entry: Section = sections[section];
    return { key, href: entry.path, ...(entry.detailPath ? { detailPath: entry.detailPath } : {}) };
  },
);

/** Whether a path (without language prefix) is in the file area. */
export function isFileAreaPath(path: string): boolean {
  return path === sections.fileArea.path || path.startsWith(`${sections.fileArea.path}/`);
}
