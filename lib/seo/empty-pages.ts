import 'server-only';
import { listArchiveVideos, listCollaborations, listCollaborativeWriting } from '@/lib/api/file-area';
import { listForms } from '@/lib/api/online-forms';
import type { Locale } from '@/lib/i18n/locales';

type Lists = readonly { ok: boolean; items: readonly unknown[] }[];

/** Every list read, none of them with an item: empty, not failed (a failed read proves nothing). */
const emptyWhenRead = (lists: Lists) => lists.every((list) => list.ok && list.items.length === 0);

/**
 * Pages of the specification that may have nothing to show for a while (no survey open, no video
 * yet): each says "No data" then, which search engines take for a soft 404. While empty they are
 * noindex and left out of sitemap.xml; they stay in the menus and answer 200, as the spec lists them.
 */
const emptiness: Record<string, (locale: Locale) => Promise<boolean>> = {
  '/surveys': async (locale) => emptyWhenRead([await listForms(locale, 'survey')]),
  '/registrations': async (locale) => emptyWhenRead([await listForms(locale, 'registration')]),
  '/file-area/activity/video': async (locale) => emptyWhenRead([await listArchiveVideos(locale)]),
  '/file-area/shared-post-list': async (locale) =>
    emptyWhenRead(await Promise.all([listCollaborations(locale), listCollaborativeWriting(locale)])),
};

/** The page at `path` (no language prefix) is one of those and has nothing to show in `locale`. */
export async function hasNothingToShow(path: string, locale: Locale): Promise<boolean> {
  const check = emptiness[path];
  return check ? check(locale) : false;
}
