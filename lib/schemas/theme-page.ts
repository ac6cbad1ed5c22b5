import { areaIdSchema } from './attraction';
import { z } from 'zod';
import { linkSchema } from './common';
import { localizedTextSchema, sourcesSchema } from './localized';

/** The themed and information pages of spec section 2 that are written content, not a data list. */
export const themePageSlugs = [
  'explore',
  'hiking',
  'flower-view',
  'slow-city',
  'tribe',
  'halal',
  'hma-art',
  'tca-art',
  'education',
  'volunteer',
  'emergency',
  'safety-tips',
  'travel-tips',
  'immersive',
  'digital-twin',
  'sustainable-tourism',
] as const;
export const themePageSlugSchema = z.enum(themePageSlugs);
export type ThemePageSlug = z.infer<typeof themePageSlugSchema>;

const sectionSchema = z.object({
  heading: z.string().min(1),
  body: z.string().min(1),
  /** Short facts shown as a list under the text (e.g. emergency numbers, opening seasons). */
  items: z.array(z.string().min(1)).optional(),
});

const themeLinkSchema = z.object({ url: linkSchema, label: z.string().min(1) });
export type ThemeLink = z.infer<typeof themeLinkSchema>;

export const themePageSeedSchema = z.object({
  slug: themePageSlugSchema,
  /** The scenic areas the page concerns (spec section 3: a theme's regionIds, shown by their names). */
  regionIds: z.array(areaIdSchema).min(1),
  /** Catalogue records the page features (ids of data/attractions, trails, tours, ecology, ...). */
  related: z
    .object({
      attractions: z.array(z.number().int().positive()).optional(),
      trails: z.array(z.number().int().positive()).optional(),
      tours: z.array(z.number().int().positive()).optional(),
      ecology: z.array(z.number().int().positive()).optional(),
      events: z.array(z.number().int().positive()).optional(),
    })
    .default({}),
  sources: sourcesSchema,
  i18n: localizedTextSchema({
    title: z.string().min(1),
    description: z.string().min(1).max(200),
    lead: z.string().min(1),
    /**
     * The page's first calls to action, shown under the lead: where a visitor goes to do what the
     * title offers (a page whose subject is not on this site says so and leads to what is).
     */
    callsToAction: z.array(themeLinkSchema).min(1).max(3).optional(),
    sections: z.array(sectionSchema).min(1),
    links: z.array(themeLinkSchema).optional(),
  }),
});
export type ThemePageSeed = z.infer<typeof themePageSeedSchema>;
