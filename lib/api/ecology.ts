import 'server-only';
import { ecologyWireSchema, type EcologyWire } from '@/lib/schemas/ecology';
import { placedResource, type Placed } from './placed-resource';

export type Species = Placed<EcologyWire>;

export const { list: listSpecies, get: getSpecies } = placedResource('flora-and-fauna', ecologyWireSchema);
