/**
 * The tags Next's cache keeps with every backend answer a page read, and so with the page: the
 * resource (`news`), the item for a detail (`news/12`), and `content` for everything. An operator
 * revalidates by these tags (`npm run ops -- revalidate news`), and every cached page that showed
 * the resource is rendered again, in every language (a tag names no language: zh-cn is zh-tw
 * converted, and an edited item should change in every language at once).
 */
export const everyContentTag = 'content';

/**
 * `news/12?x=1` → ['content', 'news', 'news/12']; `menus` → ['content', 'menus']; the file area's
 * `file-area/galleries/3` → ['content', 'file-area-galleries', 'file-area-galleries/3'].
 */
export function contentTagsOf(path: string): string[] {
  const [resource, id] = path
    .split('?')[0]!
    .replace(/^file-area\//, 'file-area-')
    .split('/');
  const tags = [everyContentTag];
  if (resource) tags.push(resource);
  if (resource && id) tags.push(`${resource}/${id}`);
  return tags;
}

/** A tag an operator may name: a resource or a resource's item, as contentTagsOf makes them. */
export function isContentTag(tag: string): boolean {
  return tag === everyContentTag || /^[a-z][a-z0-9-]{0,63}(\/[1-9]\d{0,8})?$/.test(tag);
}

/** The tag of a whole resource, by its endpoint (`activities`, `file-area/galleries` → `file-area-galleries`). */
export function resourceTagOf(endpoint: string): string {
  return contentTagsOf(endpoint)[1] ?? everyContentTag;
}
