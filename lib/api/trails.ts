import 'server-only';
import { trailWireSchema, type TrailWire } from '@/lib/schemas/trail';
import { placedResource, type Placed } from './placed-resource';

export type Trail = Placed<TrailWire>;

export const { list: listTrails, get: getTrail } = placedResource('hiking-trails', trailWireSchema);
