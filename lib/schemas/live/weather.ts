import { z } from 'zod';
import { liveAnswerSchema } from './provenance';

const nullableNumber = z.number().nullable();

export const forecastPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  weather: z.string().nullable(),
  weatherCode: z.string().nullable(),
  pop: nullableNumber,
  temperature: nullableNumber,
  minTemperature: nullableNumber,
  maxTemperature: nullableNumber,
  relativeHumidity: nullableNumber,
  windSpeed: nullableNumber,
  beaufort: nullableNumber,
  windDirection: z.string().nullable(),
  uvIndex: nullableNumber,
  uvLevel: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).nullable(),
  description: z.string().nullable(),
});
export type ForecastPeriodWire = z.infer<typeof forecastPeriodSchema>;

/** GET weather-forecast: the forecast of the postal code's township (scope 'county' for the sample). */
export const weatherForecastSchema = z.object({
  zipcode: z.string().regex(/^\d{3}$/),
  county: z.string(),
  district: z.string(),
  scope: z.enum(['township', 'county']),
  location: z.object({ name: z.string(), geocode: z.string() }),
  intervalHours: z.number(),
  periods: z.array(forecastPeriodSchema),
});
export type WeatherForecastWire = z.infer<typeof weatherForecastSchema>;
export const weatherAnswerSchema = liveAnswerSchema(weatherForecastSchema);

/** GET uv: the next daytime UV forecast of a CWA location. */
export const uvReadingSchema = z.object({
  siteName: z.string(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).nullable(),
  index: nullableNumber,
  messageKey: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  location: z.object({ name: z.string(), geocode: z.string() }),
});
export type UvReadingWire = z.infer<typeof uvReadingSchema>;
export const uvAnswerSchema = liveAnswerSchema(uvReadingSchema);
