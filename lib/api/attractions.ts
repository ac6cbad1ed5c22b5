import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { attractionWireSchema, type AttractionType, type AttractionWire } from '@/lib/schemas/attraction';
import type { Envelope } from '@/lib/schemas/envelope';
import type { ApiOutcome } from './client';
import { deriveCommonFields, type DerivedFields } from './derive';
import { fetchDetail, fetchList, isValidId, type ListResult } from './resource';

/** An attraction as pages use it: the contract's item plus the fields the spec derives. */
export type Attraction = Omit<AttractionWire, 'latlng' | 'images' | 'thumb'> & DerivedFields;

export type AttractionList = ListResult<Attraction>;

function toAttraction(wire: AttractionWire, side: Envelope<unknown>): Attraction {
  const { latlng: _latlng, images: _images, thumb: _thumb, ...rest } = wire;
  return { ...rest, ...deriveCommonFields(wire, side) };
}

/** Attractions (default) or visitor centres of every area, in the backend's order. */
export function listAttractions(locale: Locale, type: AttractionType = 'attraction'): Promise<AttractionList> {
  return fetchList({
    locale,
    path: 'attractions',
    query: type === 'visitor-center' ? { attraction: 'false' } : undefined,
    item: attractionWireSchema,
    map: toAttraction,
  });
}

/** One attraction or visitor centre (React's cache shares it between the page and its metadata). */
export const getAttraction = cache(async (locale: Locale, id: number): Promise<ApiOutcome<Attraction>> => {
  if (!isValidId(id)) return { ok: false, reason: 'not-found' };
  return fetchDetail({ locale, path: `attractions/${id}`, item: attractionWireSchema, map: toAttraction });
});
