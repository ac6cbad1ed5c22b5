import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type { ApiLang } from '@/lib/i18n/locales';
import { gallerySeedSchema, type ArchiveGallerySeed, type GallerySeed, type GalleryWire } from '@/lib/schemas/gallery';
import { attractionStore } from './attractions';
import { createSeedStore } from './seed-store';

const galleriesJson = readDataFile('galleries.json');

// Validated once at load: a photo of an attraction the seed does not have is a seed error.
export const galleryStore = createSeedStore('galleries', z.array(gallerySeedSchema).parse(galleriesJson));
for (const album of galleryStore.all())
  for (const photo of album.photos)
    if (!attractionStore.find(photo.attractionId))
      throw new Error(
        `Seed data of galleries: album ${album.id} has a photo of unknown attraction ${photo.attractionId}`,
      );

/**
 * An album in one language. The list sends its facts and photo count; the detail (`withPhotos`)
 * adds the photos, captioned with their attraction's name in that language.
 */
export function toGalleryWire(
  seed: GallerySeed | ArchiveGallerySeed,
  lang: ApiLang,
  views: number,
  withPhotos: boolean,
): GalleryWire {
  const text = seed.i18n[lang];
  return {
    id: seed.id,
    type: 'gallery',
    priority: seed.priority,
    categories: seed.areaId === null ? [] : [seed.areaId],
    title: text.title,
    summary: text.summary,
    credit: text.credit,
    date_posted: seed.datePosted,
    photo_count: seed.photos.length,
    ...(withPhotos
      ? {
          photos: seed.photos.map((photo) => ({
            thumbnail: photo.thumbnail,
            caption: attractionStore.find(photo.attractionId)!.i18n[lang].name,
            credit: text.credit,
            attraction_id: photo.attractionId,
          })),
        }
      : {}),
    viewsCount: views,
    // The album's cover is its first photo.
    images: [{ url: seed.photos[0]!.thumbnail, isCover: true }],
  };
}
