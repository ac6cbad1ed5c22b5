import { z } from 'zod';

/** GET geocode?lat=&lng=: the postal code of a point, or outside every known township. */
export const geocodeResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('found'),
    zipcode: z.string().regex(/^\d{3}$/),
    county: z.string(),
    town: z.string(),
    name: z.string(),
    inArea: z.boolean(),
    source: z.enum(['embedded', 'maps-service']),
  }),
  z.object({
    status: z.literal('outside'),
    zipcode: z.null(),
    inArea: z.literal(false),
    source: z.enum(['embedded', 'maps-service']),
  }),
]);
export type GeocodeResultWire = z.infer<typeof geocodeResultSchema>;
export const geocodeAnswerSchema = z.object({ data: geocodeResultSchema });
