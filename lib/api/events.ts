import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Envelope } from '@/lib/schemas/envelope';
import { eventWireSchema, type EventWire } from '@/lib/schemas/event';
import type { ApiOutcome } from './client';
import { deriveCommonFields, type DerivedFields } from './derive';
import { fetchDetail, fetchList, isValidId, type ListResult } from './resource';

export type TourismEvent = Omit<EventWire, 'latlng' | 'images'> & DerivedFields;

function toEvent(wire: EventWire, side: Envelope<unknown>): TourismEvent {
  const { latlng: _latlng, images: _images, ...rest } = wire;
  return { ...rest, ...deriveCommonFields(wire, side) };
}

export function listEvents(locale: Locale): Promise<ListResult<TourismEvent>> {
  return fetchList({ locale, path: 'activities', item: eventWireSchema, map: toEvent });
}

export const getEvent = cache(async (locale: Locale, id: number): Promise<ApiOutcome<TourismEvent>> => {
  if (!isValidId(id)) return { ok: false, reason: 'not-found' };
  return fetchDetail({ locale, path: `activities/${id}`, item: eventWireSchema, map: toEvent });
});
