import { parseCategoryParam } from './category';
import { parseFilterDate } from './date-range';
import { splitKeywords } from './keyword';

type RawQuery = Record<string, string | string[] | undefined>;

/** The filters of a list page, read from its URL; anything malformed is ignored, never trusted. */
export type ListQuery = {
  keyword: string;
  words: string[];
  area?: number;
  category?: number;
  days?: number;
  from?: string;
  to?: string;
};

export function parseListQuery(raw: RawQuery, allowed: { areas?: readonly number[]; categories?: readonly number[]; days?: readonly number[] } = {}): ListQuery {
  const keyword = typeof raw.q === 'string' ? raw.q.slice(0, 100).trim() : '';
  const days = typeof raw.days === 'string' && allowed.days?.includes(Number(raw.days)) ? Number(raw.days) : undefined;
  return {
    keyword,
    words: splitKeywords(keyword),
    area: allowed.areas ? parseCategoryParam(raw.area, allowed.areas) : undefined,
    category: allowed.categories ? parseCategoryParam(raw.category, allowed.categories) : undefined,
    days,
    from: parseFilterDate(raw.from),
    to: parseFilterDate(raw.to),
  };
}
