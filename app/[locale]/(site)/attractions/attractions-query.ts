import type { PageQuery } from '@/components/content/query-page';
import { sections } from '@/lib/sections';
import { parseListQuery, type ChoiceFilterName } from '@/lib/domain/list-query';
import type { AreaId, AttractionType } from '@/lib/schemas/attraction';

const { categories, types } = sections.attractions.filters;

/**
 * The list's link filters from its URL: ?category={areaId}&type=visitor-center. A value the
 * links do not offer means "all" (attractions), and is named in `rejected`.
 */
export function readAttractionsQuery(raw: PageQuery): {
  category: AreaId | undefined;
  type: AttractionType;
  rejected: ChoiceFilterName[];
} {
  const query = parseListQuery(raw, { categories, types });
  return {
    category: query.category as AreaId | undefined,
    type: (query.type as AttractionType | undefined) ?? 'attraction',
    rejected: query.rejected,
  };
}
