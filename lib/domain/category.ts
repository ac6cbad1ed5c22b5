/** Items that belong to one or more categories by id (common list item `categories`). */
type Categorized = { categories: readonly number[] };

/** Keeps the items of one category; no category (undefined) keeps everything. */
export function filterByCategory<T extends Categorized>(items: readonly T[], categoryId: number | undefined): T[] {
  if (categoryId === undefined) return [...items];
  return items.filter((item) => item.categories.includes(categoryId));
}

/** Names of an item's categories, from the envelope's category list (common list item `categoryNames`). */
export function deriveCategoryNames(
  categories: readonly number[],
  known: readonly { id: number; name: string }[],
): string[] {
  return categories.flatMap((id) => known.find((entry) => entry.id === id)?.name ?? []);
}

/** Category id → name, collected from items that carry both (`categories` and `categoryNames`). */
export function categoryNamesOf(
  items: readonly { categories: readonly number[]; categoryNames: readonly string[] }[],
): (id: number) => string {
  const names = new Map<number, string>();
  for (const item of items) {
    item.categories.forEach((id, index) => {
      const name = item.categoryNames[index];
      if (name && !names.has(id)) names.set(id, name);
    });
  }
  return (id) => names.get(id) ?? String(id);
}
