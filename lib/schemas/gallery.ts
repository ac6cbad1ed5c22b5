import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { imageSchema } from './common';
import { isoDateSchema, localizedTextSchema, sourcesSchema } from './localized';

/**
 * One photo of an album. The contract sends the thumbnail (spec section 6: the viewer swaps it
 * for the large rendition, lib/domain/media/large-rendition.ts); `attraction_id` links a photo
 * of an attraction to its page.
 */
export const galleryPhotoWireSchema = z.object({
  thumbnail: z.string().min(1),
  caption: z.string().min(1),
  credit: z.string().min(1).optional(),
  attraction_id: z.number().int().positive().optional(),
});
export type GalleryPhotoWire = z.infer<typeof galleryPhotoWireSchema>;

/** An album as /_api/{lang}/galleries lists it; its detail (`galleries/{id}`) adds the photos. */
export const galleryWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('gallery'),
  priority: z.number().int(),
  /** The scenic area the album is of; none for an album of the whole area (the file area's). */
  categories: z.array(z.number().int()),
  title: z.string().min(1),
  summary: z.string().optional(),
  credit: z.string().optional(),
  date_posted: isoDateSchema.optional(),
  photo_count: z.number().int().nonnegative(),
  photos: z.array(galleryPhotoWireSchema).optional(),
  viewsCount: z.number().int().nonnegative(),
  images: z.array(imageSchema),
});
export type GalleryWire = z.infer<typeof galleryWireSchema>;

export const gallerySeedSchema = z.object({
  id: z.number().int().positive(),
  priority: z.number().int(),
  areaId: areaIdSchema,
  datePosted: isoDateSchema.optional(),
  /** A photo of an attraction takes its caption from the attraction's name, in every language. */
  photos: z
    .array(
      z.object({
        thumbnail: z.url({ protocol: /^https?$/ }).or(z.string().regex(/^\/images\//)),
        attractionId: z.number().int().positive(),
      }),
    )
    .min(1),
  sources: sourcesSchema,
  i18n: localizedTextSchema({ title: z.string().min(1), summary: z.string().min(1), credit: z.string().min(1) }),
});
export type GallerySeed = z.infer<typeof gallerySeedSchema>;

/** The file area's activity albums: one may show the whole area (its visitor centres), so no area is required. */
export const archiveGallerySeedSchema = gallerySeedSchema.extend({ areaId: areaIdSchema.nullable() });
export type ArchiveGallerySeed = z.infer<typeof archiveGallerySeedSchema>;
