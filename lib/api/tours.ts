import 'server-only';
import { tourWireSchema, type TourWire } from '@/lib/schemas/tour';
import { placedResource, type Placed } from './placed-resource';

export type Tour = Placed<TourWire>;

export const { list: listTours, get: getTour } = placedResource('tours', tourWireSchema);
