import { z } from 'zod';
import { liveAnswerSchema } from './provenance';

/** GET aqi: one MOENV station's latest reading; status is MOENV's text, level 1-6 (spec section 9). */
export const aqiReadingSchema = z.object({
  siteName: z.string(),
  county: z.string(),
  status: z.string(),
  aqi: z.number().nullable(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]).nullable(),
  messageKey: z.string().nullable(),
  pollutant: z.string().nullable(),
  pm25: z.number().nullable(),
  publishTime: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type AqiReadingWire = z.infer<typeof aqiReadingSchema>;
export const aqiAnswerSchema = liveAnswerSchema(aqiReadingSchema);
