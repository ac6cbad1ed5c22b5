import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type collaborationsJsonFile from '@/data/file-area/collaborations.json';
import type collaborativeWritingJsonFile from '@/data/file-area/collaborative-writing.json';
import type { ApiLang } from '@/lib/i18n/locales';
import {
  documentSeedSchema,
  exhibitionSeedSchema,
  sharedPostSeedSchema,
  type DocumentSeed,
  type DocumentWire,
  type ExhibitionSeed,
  type ExhibitionWire,
  type SharedPostSeed,
  type SharedPostWire,
} from '@/lib/schemas/file-area';
import { faqSeedSchema, type FaqWire } from '@/lib/schemas/faq';
import { archiveGallerySeedSchema } from '@/lib/schemas/gallery';
import { videoSeedSchema } from '@/lib/schemas/video';
import { attractionStore } from '../content/attractions';
import { defineResource } from '../content/catalogue';
import { createSeedStore } from '../content/seed-store';
import { workFlowPdf } from '@/lib/content/work-flow-pdf';

const collaborationsJson = readDataFile<typeof collaborationsJsonFile>('file-area/collaborations.json');
const collaborativeWritingJson = readDataFile<typeof collaborativeWritingJsonFile>(
  'file-area/collaborative-writing.json',
);
const documentsJson = readDataFile('file-area/documents.json');
const exhibitionsJson = readDataFile('file-area/online-exhibitions.json');
const faqsJson = readDataFile('file-area/faqs.json');
const galleriesJson = readDataFile('file-area/galleries.json');

/**
 * The file area's content (/_api/file-area/{lang}/...), validated once at load like the main
 * site's: a record naming an attraction the seed does not have is a seed error.
 */
function attractionOf(id: number, where: string) {
  const attraction = attractionStore.find(id);
  if (!attraction) throw new Error(`Seed data of the file area: ${where} names unknown attraction ${id}`);
  return attraction;
}

export const exhibitionStore = createSeedStore(
  'file-area/online-exhibitions',
  z.array(exhibitionSeedSchema).parse(exhibitionsJson),
);
for (const exhibition of exhibitionStore.all()) {
  attractionOf(exhibition.coverAttractionId, `exhibition ${exhibition.id}`);
  for (const panel of Object.values(exhibition.i18n).flatMap((text) => text.panels))
    if (panel.attractionId) attractionOf(panel.attractionId, `exhibition ${exhibition.id}`);
}

/** An exhibition in one language; the detail (`withPanels`) adds its panels, each with its attraction's photo. */
export function toExhibitionWire(seed: ExhibitionSeed, lang: ApiLang, withPanels: boolean): ExhibitionWire {
  const text = seed.i18n[lang];
  const cover = attractionStore.find(seed.coverAttractionId)!.images.find((image) => image.isCover);
  return {
    id: seed.id,
    type: 'online-exhibition',
    priority: seed.priority,
    categories: seed.areaId ? [seed.areaId] : [],
    title: text.title,
    summary: text.summary,
    date_posted: seed.datePosted,
    images: cover ? [{ url: cover.url, isCover: true }] : [],
    ...(withPanels
      ? {
          panels: text.panels.map((panel) => {
            const attraction = panel.attractionId ? attractionStore.find(panel.attractionId) : undefined;
            const image = attraction?.images.find((candidate) => candidate.isCover) ?? attraction?.images[0];
            return {
              heading: panel.heading,
              body: panel.body,
              ...(attraction
                ? {
                    attraction_id: attraction.id,
                    attraction_name: attraction.i18n[lang].name,
                    ...(image ? { image: { url: image.url, isCover: false } } : {}),
                  }
                : {}),
            };
          }),
        }
      : {}),
  };
}

export const documentStore = createSeedStore('file-area/documents', z.array(documentSeedSchema).parse(documentsJson));
for (const document of documentStore.all())
  if (!document.url === !document.file)
    throw new Error(`Seed data of the file area: document ${document.id} needs exactly one of url and file`);

export function toDocumentWire(seed: DocumentSeed, lang: ApiLang): DocumentWire {
  const text = seed.i18n[lang];
  const file = seed.file ? workFlowPdf(lang) : undefined;
  return {
    id: seed.id,
    type: 'document',
    priority: seed.priority,
    title: text.title,
    summary: text.summary,
    publisher: text.publisher,
    url: file?.url ?? seed.url!,
    format: seed.format,
    ...(file ? { size: file.bytes } : {}),
  };
}

const fileAreaFaqSchema = faqSeedSchema.omit({ category: true });
export const fileAreaFaqStore = createSeedStore('file-area/faqs', z.array(fileAreaFaqSchema).parse(faqsJson));

/** The file area's questions are all about its online service, the archive application (FAQ topic 504). */
export function toFileAreaFaqWire(seed: z.infer<typeof fileAreaFaqSchema>, lang: ApiLang): FaqWire {
  return { id: seed.id, type: 'faq', priority: seed.priority, categories: [504], ...seed.i18n[lang] };
}

export const fileAreaGalleryStore = createSeedStore(
  'file-area/galleries',
  z.array(archiveGallerySeedSchema).parse(galleriesJson),
);
for (const album of fileAreaGalleryStore.all())
  for (const photo of album.photos) attractionOf(photo.attractionId, `album ${album.id}`);

export const fileAreaVideos = defineResource(
  'file-area/videos',
  videoSeedSchema,
  'file-area/videos.json',
  'video',
  'viewsCount',
);

function sharedPosts(name: string, json: unknown) {
  return createSeedStore(`file-area/${name}`, z.array(sharedPostSeedSchema).parse(json));
}
export const collaborationStore = sharedPosts('collaborations', collaborationsJson);
export const collaborativeWritingStore = sharedPosts('collaborative-writing', collaborativeWritingJson);

export function toSharedPostWire(seed: SharedPostSeed, lang: ApiLang, type: SharedPostWire['type']): SharedPostWire {
  const text = seed.i18n[lang];
  return {
    id: seed.id,
    type,
    priority: seed.priority,
    title: text.title,
    summary: text.summary,
    author: text.author,
    date_posted: seed.datePosted,
    ...(seed.url ? { url: seed.url } : {}),
  };
}
