import { z } from 'zod';
import { liveAnswerSchema } from './provenance';

/** GET bus-stop: stops within range, nearest first; distance in km (spec section 3: bus stop lat, lng). */
export const busStopSchema = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  city: z.string().nullable(),
  distance: z.number(),
});
export type BusStopWire = z.infer<typeof busStopSchema>;
export const busStopAnswerSchema = liveAnswerSchema(z.array(busStopSchema));

/** GET toilet: public toilet sites within range (MOENV fac_p_07 rows merged per site). */
export const toiletSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The name is the site's own for the place, in the language asked (MOENV names toilets in Chinese only). */
  nameLocalized: z.boolean().optional(),
  address: z.string(),
  /** The address is the site's own for that place, in the language asked (given with `nameLocalized`). */
  addressLocalized: z.boolean().optional(),
  lat: z.number(),
  lng: z.number(),
  grade: z.string().nullable(),
  kinds: z.array(z.string()),
  diaper: z.boolean(),
  distance: z.number(),
});
export type ToiletWire = z.infer<typeof toiletSchema>;
export const toiletAnswerSchema = liveAnswerSchema(z.array(toiletSchema));
