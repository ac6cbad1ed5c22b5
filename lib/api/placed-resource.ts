import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import type { Envelope } from '@/lib/schemas/envelope';
import type { ApiOutcome } from './client';
import { deriveCommonFields, type CommonWire, type DerivedFields } from './derive';
import { fetchDetail, fetchList, isValidId, type ListResult } from './resource';

/** A common list item as pages use it: the wire fields, with latlng, images and thumb replaced by derived fields. */
export type Placed<W> = Omit<W, 'latlng' | 'images' | 'thumb'> & DerivedFields;

function toPlaced<W extends CommonWire>(wire: W, side: Envelope<unknown>): Placed<W> {
  const { latlng: _latlng, images: _images, thumb: _thumb, ...rest } = wire;
  return { ...rest, ...deriveCommonFields(wire, side) };
}

/**
 * list(locale) and get(locale, id) for a resource of common list items at /_api/{lang}/{path}.
 * `extend` adds a resource's own derived fields to the common ones (an album's photo renditions).
 */
export function placedResource<W extends CommonWire, E extends object = object>(
  path: string,
  item: z.ZodType<W>,
  extend?: (wire: W) => E,
) {
  type Item = Omit<Placed<W>, keyof E> & E;
  const map = (wire: W, side: Envelope<unknown>): Item => ({ ...toPlaced(wire, side), ...(extend?.(wire) as E) });
  return {
    list: (locale: Locale): Promise<ListResult<Item>> => fetchList({ locale, path, item, map }),
    /** One item (React's cache shares it between the page and its metadata). */
    get: cache(async (locale: Locale, id: number): Promise<ApiOutcome<Item>> => {
      if (!isValidId(id)) return { ok: false, reason: 'not-found' };
      return fetchDetail({ locale, path: `${path}/${id}`, item, map });
    }),
  };
}
