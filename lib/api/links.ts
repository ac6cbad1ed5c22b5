import 'server-only';
import { relatedLinkWireSchema, type RelatedLinkWire } from '@/lib/schemas/related-link';
import { plainList, type Listed } from './plain-list';

export type RelatedLink = Listed<RelatedLinkWire>;

export const listRelatedLinks = plainList('links', relatedLinkWireSchema);
