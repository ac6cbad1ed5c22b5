import 'server-only';
import type { ApiLang } from '@/lib/i18n/locales';
import { toGalleryWire } from '../content/galleries';
import { parseId, type SeedStore } from '../content/seed-store';
import { envelope } from '../handlers/envelope';
import { createListDetailHandlers } from '../handlers/list-detail';
import { ApiHttpError, type EndpointRequest } from '../http';
import type { Endpoint } from '../registry';
import { checkArchiveApplication, sendArchiveApplication } from './apply';
import {
  collaborationStore,
  collaborativeWritingStore,
  documentStore,
  exhibitionStore,
  fileAreaFaqStore,
  fileAreaGalleryStore,
  fileAreaVideos,
  toDocumentWire,
  toExhibitionWire,
  toFileAreaFaqWire,
  toSharedPostWire,
} from './content';

/** GET {path}: every record of a store in one language, in its priority order. */
function listOf<S extends { id: number; priority: number }>(
  path: string,
  store: SeedStore<S>,
  toWire: (seed: S, lang: ApiLang) => unknown,
): Endpoint {
  const handler = async ({ lang }: EndpointRequest) =>
    envelope(
      lang,
      [...store.all()].sort((a, b) => a.priority - b.priority).map((seed) => toWire(seed, lang)),
    );
  return { method: 'GET', pattern: path, handler };
}

/** GET {path}/:id of a store without view counts. */
function detailOf<S extends { id: number }>(
  path: string,
  store: SeedStore<S>,
  toWire: (seed: S, lang: ApiLang) => unknown,
): Endpoint {
  const handler = async ({ lang, params }: EndpointRequest) => {
    const id = parseId(params.id);
    const seed = id === undefined ? undefined : store.find(id);
    if (!seed) throw new ApiHttpError(404, `No such item in ${path}.`);
    return envelope(lang, toWire(seed, lang));
  };
  return { method: 'GET', pattern: `${path}/:id`, handler };
}

// Albums and videos of the file area count their views apart from the main site's (their ids differ).
const albums = createListDetailHandlers({
  resource: 'file-area/galleries',
  store: fileAreaGalleryStore,
  toWire: (seed, lang, views) => toGalleryWire(seed, lang, views, false),
  toDetailWire: (seed, lang, views) => toGalleryWire(seed, lang, views, true),
});
const videos = createListDetailHandlers({
  resource: 'file-area/videos',
  store: fileAreaVideos.store,
  toWire: fileAreaVideos.toWire,
});

/** Every endpoint under /_api/file-area/{lang}/ (spec section 7), plus the application's progress. */
export const fileAreaEndpoints: readonly Endpoint[] = [
  listOf('online-exhibitions', exhibitionStore, (seed, lang) => toExhibitionWire(seed, lang, false)),
  detailOf('online-exhibitions', exhibitionStore, (seed, lang) => toExhibitionWire(seed, lang, true)),
  listOf('documents', documentStore, toDocumentWire),
  listOf('faqs', fileAreaFaqStore, toFileAreaFaqWire),
  { method: 'GET', pattern: 'galleries', handler: albums.list },
  { method: 'GET', pattern: 'galleries/:id', handler: albums.detail },
  { method: 'GET', pattern: 'videos', handler: videos.list },
  listOf('collaborations', collaborationStore, (seed, lang) => toSharedPostWire(seed, lang, 'collaboration')),
  listOf('collaborative-writing', collaborativeWritingStore, (seed, lang) =>
    toSharedPostWire(seed, lang, 'collaborative-writing'),
  ),
  { method: 'POST', pattern: 'apply', handler: sendArchiveApplication },
  { method: 'POST', pattern: 'check-apply', handler: checkArchiveApplication },
];
