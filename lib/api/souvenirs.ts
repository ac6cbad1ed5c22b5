import 'server-only';
import { souvenirWireSchema, type SouvenirWire } from '@/lib/schemas/souvenir';
import { placedResource, type Placed } from './placed-resource';

export type Souvenir = Placed<SouvenirWire>;

export const { list: listSouvenirs, get: getSouvenir } = placedResource('souvenirs', souvenirWireSchema);
