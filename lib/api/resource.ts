import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { envelopeSchema, type District, type Envelope, type TaxonomyItem } from '@/lib/schemas/envelope';
import { callApi, type ApiOutcome } from './client';

type Mapper<W, T> = (wire: W, side: Envelope<unknown>) => T;

export type ListResult<T> = { ok: true; items: T[] } | { ok: false; items: [] };

/** A list endpoint in the spec's envelope, each item validated and turned into a view model. */
export async function fetchList<W, T>(options: {
  locale: Locale;
  path: string;
  item: z.ZodType<W>;
  map: Mapper<W, T>;
  query?: Record<string, string>;
}): Promise<ListResult<T>> {
  const outcome = await callApi({
    locale: options.locale,
    path: options.path,
    query: options.query,
    schema: envelopeSchema(z.array(options.item)),
  });
  if (!outcome.ok) return { ok: false, items: [] };
  const side = outcome.data as Envelope<unknown>;
  return { ok: true, items: outcome.data.data.map((wire) => options.map(wire as W, side)) };
}

/** A detail endpoint: a plain read (views are counted by the page's beacon), cached like lists. */
export async function fetchDetail<W, T>(options: {
  locale: Locale;
  path: string;
  item: z.ZodType<W>;
  map: Mapper<W, T>;
}): Promise<ApiOutcome<T>> {
  const outcome = await callApi({ locale: options.locale, path: options.path, schema: envelopeSchema(options.item) });
  if (!outcome.ok) return outcome;
  return { ok: true, data: options.map(outcome.data.data as W, outcome.data as Envelope<unknown>) };
}

/** Ids in URLs are plain positive integers; anything else is a page that does not exist. */
export function isValidId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

/** The area's townships (by postal code) and counties in one language. */
export type Places = { districts: District[]; counties: TaxonomyItem[] };

/**
 * Every list answer carries the whole township and county tables beside its items (spec section
 * 7's envelope); this reads them from the attractions list, which the menu has already fetched
 * and cached. Filters use it to name a township or county that none of their items are in.
 */
export async function listPlaces(locale: Locale): Promise<Places> {
  const outcome = await callApi({ locale, path: 'attractions', schema: envelopeSchema(z.array(z.unknown())) });
  if (!outcome.ok) return { districts: [], counties: [] };
  return { districts: outcome.data.district ?? [], counties: outcome.data.county ?? [] };
}
