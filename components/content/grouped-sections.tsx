import type { ReactNode } from 'react';

type Group<T> = { id: number; name: string; items: T[] };

/** Items grouped by their first category, in the order the categories are given; empty groups are left out. */
export function groupByCategory<T extends { categories: readonly number[] }>(
  items: readonly T[],
  order: readonly number[],
  nameOf: (id: number) => string,
): Group<T>[] {
  return order
    .map((id) => ({ id, name: nameOf(id), items: items.filter((item) => item.categories[0] === id) }))
    .filter((group) => group.items.length > 0);
}

/** One section per group, each with an h2 the page's outline can use. */
export function GroupedSections<T>({
  groups,
  render,
}: {
  groups: readonly Group<T>[];
  render: (items: T[]) => ReactNode;
}) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} className="grouped-section">
          <h2 id={`group-${group.id}`}>{group.name}</h2>
          {render(group.items)}
        </section>
      ))}
    </>
  );
}
