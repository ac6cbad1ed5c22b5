import { everyContentTag, isContentTag, resourceTagOf } from '@/lib/api/cache-tags';
import { sections, type SectionKey } from '@/lib/sections';

/**
 * What an operator asks to revalidate: cache tags (`news`, `news/12`, `content`) and/or site
 * sections by their registry key (`events` → the tag of its endpoint, `activities`), and whether
 * visitors may be served the stale page meanwhile. Returns them, or why the request cannot be used.
 */
export function tagsToRevalidate(
  body: unknown,
): { ok: true; tags: string[]; stale: boolean } | { ok: false; message: string } {
  const request = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const list = (name: string) =>
    request[name] === undefined ? [] : Array.isArray(request[name]) ? (request[name] as unknown[]) : [null];
  const tags = list('tags');
  const named = list('sections');
  if (tags.length + named.length === 0)
    return {
      ok: false,
      message: `Name what to revalidate: {"tags": ["news/12"]} or {"sections": ["news"]} ("${everyContentTag}" is everything).`,
    };
  if (tags.length + named.length > 50) return { ok: false, message: 'At most 50 tags and sections at once.' };
  const out = new Set<string>();
  for (const tag of tags) {
    if (typeof tag !== 'string' || !isContentTag(tag))
      return {
        ok: false,
        message: `Not a cache tag: ${JSON.stringify(tag)} (a resource such as "news", an item such as "news/12", or "${everyContentTag}").`,
      };
    out.add(tag);
  }
  for (const key of named) {
    const section =
      typeof key === 'string' && Object.hasOwn(sections, key)
        ? (sections[key as SectionKey] as { endpoint?: string })
        : undefined;
    if (!section?.endpoint)
      return {
        ok: false,
        message: `Not a section with content: ${JSON.stringify(key)} (one of ${sectionsWithContent().join(', ')}).`,
      };
    out.add(resourceTagOf(section.endpoint));
  }
  if (request.stale !== undefined && typeof request.stale !== 'boolean')
    return { ok: false, message: '"stale" is true or false.' };
  return { ok: true, tags: [...out], stale: request.stale === true };
}

function sectionsWithContent(): string[] {
  return Object.entries(sections)
    .filter(([, section]) => 'endpoint' in section)
    .map(([key]) => key);
}
