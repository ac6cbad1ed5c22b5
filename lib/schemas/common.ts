import { z } from 'zod';

export const imageSchema = z.object({ url: z.string().min(1), isCover: z.boolean().default(false) });
export type Image = z.infer<typeof imageSchema>;

/** "lat,lng" as the contract sends it (spec section 3: latlng is a comma string). */
export const latlngSchema = z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);

export const zipcodeSchema = z.string().regex(/^\d{3}$/);

/** Site paths are relative and start with one slash; external links are absolute http(s). */
export const linkSchema = z.string().refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\//.test(v), 'not a link');

/** Where a seed item is: its area, township and (when known) coordinates, plus its pictures. */
export const placedSeedFields = {
  id: z.number().int().positive(),
  priority: z.number().int(),
  zipcode: zipcodeSchema.optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  images: z.array(imageSchema),
};

/**
 * The common list item fields (spec section 3) that every placed resource sends the same way:
 * each wire schema spreads them and adds its own (name or title, views as `hits` or `viewsCount`).
 */
export const listItemWireFields = {
  id: z.number().int().positive(),
  priority: z.number().int(),
  categories: z.array(z.number().int()).min(1),
  zipcode: zipcodeSchema.optional(),
  county_id: z.number().int().positive().optional(),
  /** The counties the item concerns (spec section 3), as county ids. */
  related_county: z.array(z.number().int().positive()).optional(),
  /** The id of the item's kind within its section (a souvenir's or a tour's category), where it has one. */
  type_id: z.number().int().positive().optional(),
  latlng: latlngSchema.optional(),
  images: z.array(imageSchema),
  /** The picture a list shows for the item (its cover image), where it has images. */
  thumb: z.string().optional(),
};
