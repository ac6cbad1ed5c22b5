import 'server-only';
import type { ApiLang } from '@/lib/i18n/locales';
import { readHits } from '../db/hits';
import { parseId, type SeedStore } from '../content/seed-store';
import { ApiHttpError, type EndpointRequest } from '../http';
import { envelope } from './envelope';

type ListDetailOptions<S extends { id: number }, W> = {
  /** Name of the view counter, shared by every language. */
  resource: string;
  store: SeedStore<S>;
  toWire: (seed: S, lang: ApiLang, views: number) => W;
  /** The detail's shape when it carries more than a list item (an album's photos); toWire by default. */
  toDetailWire?: (seed: S, lang: ApiLang, views: number) => W;
  /** Which records a list request wants (e.g. attractions vs visitor centres); all by default. */
  select?: (records: readonly S[], query: URLSearchParams) => readonly S[];
};

/**
 * GET {resource} and GET {resource}/:id for a seed-backed resource. Both only read the view
 * counter: a GET is what a cache revalidation or a crawler sends, so it must change nothing; the
 * page reports a view with POST views/:section/:id (handlers/views.ts).
 */
export function createListDetailHandlers<S extends { id: number }, W>({
  resource,
  store,
  toWire,
  toDetailWire = toWire,
  select,
}: ListDetailOptions<S, W>) {
  return {
    async list({ lang, query }: EndpointRequest) {
      const records = select ? select(store.all(), query) : store.all();
      const counts = await readHits(resource);
      return envelope(
        lang,
        records.map((seed) => toWire(seed, lang, counts.get(seed.id) ?? 0)),
      );
    },
    async detail({ lang, params }: EndpointRequest) {
      const id = parseId(params.id);
      const seed = id === undefined ? undefined : store.find(id);
      if (!seed) throw new ApiHttpError(404, `No such item in ${resource}.`);
      const counts = await readHits(resource);
      return envelope(lang, toDetailWire(seed, lang, counts.get(seed.id) ?? 0));
    },
  };
}
