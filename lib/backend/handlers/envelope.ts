import 'server-only';
import type { ApiLang } from '@/lib/i18n/locales';
import type { Envelope } from '@/lib/schemas/envelope';
import { listAreas, listCategories, listCounties, listDistricts } from '../content/taxonomy';

/** Wraps data in the spec's envelope with the taxonomy lists a client needs to derive names. */
export function envelope<T>(lang: ApiLang, data: T): Envelope<T> {
  const areas = listAreas(lang);
  return {
    data,
    category: listCategories(lang),
    area: areas,
    district: listDistricts(lang),
    county: listCounties(lang),
    service: [],
    transport: [],
    user: null,
  };
}
