import { z } from 'zod';
import { siteStatusSchema } from './trail';

/**
 * One answer of GET /_api/{lang}/ask-me?q= (spec section 7, "ask-me"): a record of the site that
 * answers the question, with the facts asked for and the site path it comes from. Every value is
 * copied from a record (FAQ, attraction or visitor centre, trail, event) or from a live service
 * (weather, parking); the endpoint writes no sentence of its own.
 */
export const askMeAnswerSchema = z.object({
  kind: z.enum(['faq', 'attraction', 'visitorCenter', 'trail', 'event', 'weather', 'parking']),
  title: z.string(),
  /** The page the answer comes from, below the language prefix (`/attractions/11`, `/faq#faq-7`). */
  path: z.string().regex(/^\/\S*$/u),
  /** The FAQ's answer, or the record's summary when no fact was asked for. */
  text: z.string().optional(),
  phone: z.string().optional(),
  openingHours: z.string().optional(),
  address: z.string().optional(),
  travelInfo: z.string().optional(),
  lengthKm: z.number().optional(),
  minutes: z.number().optional(),
  difficulty: z.number().optional(),
  status: siteStatusSchema.optional(),
  dateBegin: z.string().optional(),
  dateEnd: z.string().optional(),
  /** The next forecast period of the place's township (Central Weather Administration). */
  forecast: z
    .object({
      start: z.string(),
      end: z.string(),
      weather: z.string().nullable(),
      minTemperature: z.number().nullable(),
      maxTemperature: z.number().nullable(),
      pop: z.number().nullable(),
    })
    .optional(),
  /** Car parks near the place, nearest first, with their free spaces now. */
  carParks: z
    .array(z.object({ name: z.string(), empty: z.number().nullable(), total: z.number().nullable() }))
    .optional(),
  /** Live answers only: when the upstream service recorded it, and whether it is the recorded sample. */
  recordedAt: z.string().optional(),
  sample: z.boolean().optional(),
});
export type AskMeAnswer = z.infer<typeof askMeAnswerSchema>;
