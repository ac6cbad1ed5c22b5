import { parseCategoryParam } from '@/lib/domain/category';
import { areaIds, type AreaId, type AttractionType } from '@/lib/schemas/attraction';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The list's state from its URL: ?category={areaId}&type=visitor-center. Bad values mean "all". */
export async function readAttractionsQuery(searchParams: SearchParams): Promise<{ category: AreaId | undefined; type: AttractionType }> {
  const query = await searchParams;
  return {
    category: parseCategoryParam(query.category, areaIds) as AreaId | undefined,
    type: query.type === 'visitor-center' ? 'visitor-center' : 'attraction',
  };
}

export function attractionsHref(category: AreaId | undefined, type: AttractionType): string {
  const params = new URLSearchParams();
  if (type === 'visitor-center') params.set('type', type);
  if (category) params.set('category', String(category));
  const query = params.toString();
  return query ? `/attractions?${query}` : '/attractions';
}
