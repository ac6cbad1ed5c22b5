import 'server-only';
import { bikewayWireSchema, type BikewayWire } from '@/lib/schemas/bikeway';
import { placedResource, type Placed } from './placed-resource';

export type Bikeway = Placed<BikewayWire>;

export const { list: listBikeways, get: getBikeway } = placedResource('biking-trails', bikewayWireSchema);
