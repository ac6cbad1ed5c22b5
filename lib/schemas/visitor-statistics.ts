import { z } from 'zod';

const monthsSchema = z.array(z.number().int().nonnegative().nullable()).length(12);

/**
 * /_api/{lang}/visitor-statistics: monthly visitors of the area's tourist spots (the Tourism
 * Administration's dataset, named in `source`). A month not published is null, never 0.
 */
export const visitorStatisticsWireSchema = z.object({
  source: z.object({ dataset: z.string().min(1), publisher: z.string().min(1), url: z.url() }),
  spots: z.array(
    z.object({
      id: z.string().regex(/^[a-z][a-z-]*$/),
      name: z.string().min(1),
      area_id: z.number().int().optional(),
      /** One of the scenic area's own spots (the others are neighbours, given for context). */
      part_of_area: z.boolean(),
    }),
  ),
  years: z.array(z.number().int()),
  rows: z.array(
    z.object({ year: z.number().int(), spot: z.string().min(1), months: monthsSchema, total: z.number().int() }),
  ),
});
export type VisitorStatisticsWire = z.infer<typeof visitorStatisticsWireSchema>;

export const visitorStatisticsSeedSchema = z.object({
  source: z.object({ dataset: z.string(), publisher: z.string(), url: z.url(), extract: z.string() }),
  spots: z.array(
    z.object({
      id: z.string(),
      areaId: z.number().int().optional(),
      partOfArea: z.boolean(),
      i18n: z.object({
        'zh-tw': z.object({ name: z.string().min(1) }),
        en: z.object({ name: z.string().min(1) }),
        ja: z.object({ name: z.string().min(1) }),
      }),
    }),
  ),
  rows: z.array(z.object({ year: z.number().int(), spot: z.string(), months: monthsSchema, total: z.number().int() })),
});
export type VisitorStatisticsSeed = z.infer<typeof visitorStatisticsSeedSchema>;
