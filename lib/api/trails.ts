import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Envelope } from '@/lib/schemas/envelope';
import { trailWireSchema, type TrailWire } from '@/lib/schemas/trail';
import type { ApiOutcome } from './client';
import { deriveCommonFields, type DerivedFields } from './derive';
import { fetchDetail, fetchList, isValidId, type ListResult } from './resource';

export type Trail = Omit<TrailWire, 'latlng' | 'images'> & DerivedFields;

function toTrail(wire: TrailWire, side: Envelope<unknown>): Trail {
  const { latlng: _latlng, images: _images, ...rest } = wire;
  return { ...rest, ...deriveCommonFields(wire, side) };
}

export function listTrails(locale: Locale): Promise<ListResult<Trail>> {
  return fetchList({ locale, path: 'hiking-trails', item: trailWireSchema, map: toTrail });
}

export const getTrail = cache(async (locale: Locale, id: number): Promise<ApiOutcome<Trail>> => {
  if (!isValidId(id)) return { ok: false, reason: 'not-found' };
  return fetchDetail({ locale, path: `hiking-trails/${id}`, item: trailWireSchema, map: toTrail });
});
