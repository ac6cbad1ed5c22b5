import { z } from 'zod';
import { liveAnswerSchema } from './provenance';

/** A car park (spec section 3: number, total_car, empty_car) with position, level 0-2 (null = unknown) and, near a point, distance in km. */
export const parkingRecordSchema = z.object({
  number: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  total_car: z.number().int().nullable(),
  empty_car: z.number().int().nullable(),
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
  updated_at: z.string().nullable(),
  distance: z.number().optional(),
});
export type ParkingRecordWire = z.infer<typeof parkingRecordSchema>;
export const parkingAnswerSchema = liveAnswerSchema(z.array(parkingRecordSchema));

/** GET /_api/parking-magi (spec section 7); created_at is Unix seconds. */
export const parkingTokenSchema = z.object({
  created_at: z.number().int(),
  expires_in: z.number().int().positive(),
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
});
export type ParkingTokenWire = z.infer<typeof parkingTokenSchema>;
export const parkingTokenAnswerSchema = z.object({ data: parkingTokenSchema });

/** POST {parking service}/pois: spec says "response data is a list"; the stand-in sends parking records. */
export const parkingPoisAnswerSchema = z.looseObject({ data: z.array(parkingRecordSchema) });
