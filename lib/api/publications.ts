import 'server-only';
import { publicationWireSchema, type PublicationWire } from '@/lib/schemas/publication';
import { plainList, type Listed } from './plain-list';

export type Publication = Listed<PublicationWire>;

export const listPublications = plainList('publications', publicationWireSchema);
