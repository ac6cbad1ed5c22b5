import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { deriveCategoryNames } from '@/lib/domain/category';
import { deriveCover, isPlaceholder } from '@/lib/domain/cover';
import { splitLatLng } from '@/lib/domain/latlng';
import type { Locale } from '@/lib/i18n/locales';
import { areaIds, attractionWireSchema, type AreaId, type AttractionType, type AttractionWire } from '@/lib/schemas/attraction';
import { envelopeSchema, type Envelope } from '@/lib/schemas/envelope';
import { callApi, type ApiOutcome } from './client';

/** An attraction as pages use it: the contract's item plus the fields the spec derives. */
export type Attraction = Omit<AttractionWire, 'latlng' | 'images' | 'thumb'> & {
  areaId: AreaId | undefined;
  areaName: string | undefined;
  categoryNames: string[];
  districtName: string | undefined;
  countyName: string | undefined;
  cover: string;
  hasOwnImage: boolean;
  lat: number | undefined;
  lng: number | undefined;
};

const listSchema = envelopeSchema(z.array(attractionWireSchema));
const itemSchema = envelopeSchema(attractionWireSchema);

export type AttractionList = { ok: true; items: Attraction[] } | { ok: false; items: [] };

/** Attractions (default) or visitor centres of every area, in the backend's order. */
export async function listAttractions(locale: Locale, type: AttractionType = 'attraction'): Promise<AttractionList> {
  const outcome = await callApi({
    locale,
    path: 'attractions',
    query: type === 'visitor-center' ? { attraction: 'false' } : undefined,
    schema: listSchema,
    tags: ['attractions'],
  });
  if (!outcome.ok) return { ok: false, items: [] };
  return { ok: true, items: outcome.data.data.map((wire) => toAttraction(wire, outcome.data)) };
}

/** One attraction or visitor centre; counts a view, so it is cached per request only. */
export const getAttraction = cache(async (locale: Locale, id: number): Promise<ApiOutcome<Attraction>> => {
  if (!Number.isSafeInteger(id) || id <= 0) return { ok: false, reason: 'not-found' };
  const outcome = await callApi({ locale, path: `attractions/${id}`, schema: itemSchema, cache: 'no-store' });
  if (!outcome.ok) return outcome;
  return { ok: true, data: toAttraction(outcome.data.data, outcome.data) };
});

function toAttraction(wire: AttractionWire, side: Envelope<unknown>): Attraction {
  const { latlng, images, thumb, ...rest } = wire;
  const areaId = wire.categories.find((id): id is AreaId => (areaIds as readonly number[]).includes(id));
  const district = side.district?.find((d) => d.zipcode === wire.zipcode);
  const countyId = wire.county_id ?? district?.county_id;
  const cover = deriveCover({ images, thumb });
  const position = splitLatLng(latlng);
  return {
    ...rest,
    areaId,
    areaName: side.area?.find((area) => area.id === areaId)?.name,
    categoryNames: deriveCategoryNames(wire.categories, side.category ?? []),
    districtName: district?.name,
    countyName: side.county?.find((county) => county.id === countyId)?.name,
    cover,
    hasOwnImage: !isPlaceholder(cover),
    lat: position?.lat,
    lng: position?.lng,
  };
}
