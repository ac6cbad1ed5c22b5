import 'server-only';
import { lostPropertyWireSchema, type LostPropertyWire } from '@/lib/schemas/lost-property';
import { plainList, type Listed } from './plain-list';

export type LostProperty = Listed<LostPropertyWire>;

export const listLostProperty = plainList('lost-property', lostPropertyWireSchema);
