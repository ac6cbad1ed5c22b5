import 'server-only';
import { workFlowPdf } from '@/lib/content/work-flow-pdf';
import type { Locale } from '@/lib/i18n/locales';
import { faqWireSchema } from '@/lib/schemas/faq';
import {
  documentWireSchema,
  exhibitionWireSchema,
  sharedPostWireSchema,
  type ExhibitionWire,
} from '@/lib/schemas/file-area';
import { galleryWireSchema } from '@/lib/schemas/gallery';
import { videoWireSchema } from '@/lib/schemas/video';
import { withVideoId } from './films';
import { withLargePhotos } from './galleries';
import { placedResource, type Placed } from './placed-resource';
import { plainList } from './plain-list';

/** The file area's resources, at /_api/file-area/{lang}/... (lib/http/api-path.ts). */
export type Exhibition = Placed<ExhibitionWire>;

export const { list: listExhibitions, get: getExhibition } = placedResource(
  'file-area/online-exhibitions',
  exhibitionWireSchema,
);

export const { list: listArchiveAlbums, get: getArchiveAlbum } = placedResource(
  'file-area/galleries',
  galleryWireSchema,
  withLargePhotos,
);

export const { list: listArchiveVideos } = placedResource('file-area/videos', videoWireSchema, withVideoId);

export const listArchiveFaqs = plainList('file-area/faqs', faqWireSchema);
export const listCollaborations = plainList('file-area/collaborations', sharedPostWireSchema);
export const listCollaborativeWriting = plainList('file-area/collaborative-writing', sharedPostWireSchema);

const listDocumentsAsSent = plainList('file-area/documents', documentWireSchema);

/**
 * The documents of the file area. The API has no zh-cn (zh-cn pages read zh-tw): the work-flow
 * PDF it lists in Traditional Chinese is swapped for the simplified one made from the same text.
 */
export async function listArchiveDocuments(locale: Locale) {
  const result = await listDocumentsAsSent(locale);
  if (locale !== 'zh-cn') return result;
  const traditional = workFlowPdf('zh-tw').url;
  const simplified = workFlowPdf('zh-cn');
  return {
    ...result,
    items: result.items.map((item) =>
      item.url === traditional ? { ...item, url: simplified.url, size: simplified.bytes } : item,
    ),
  } as typeof result;
}
