import { describe, expect, test } from 'vitest';
import { menuLinks, visibleMenu } from '@/lib/navigation/menu-visibility';
import { groupHref, groupOfSection, sectionOf } from '@/lib/navigation/site-structure';
import type { MenuItem } from '@/lib/schemas/menu';

const item = (id: number, url: string | undefined, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  title: `item ${id}`,
  url,
  isLinkOut: false,
  type: 'simple',
  order: id,
  ...extra,
});

const menus: MenuItem[] = [
  item(2, undefined, {
    type: 'title-list',
    subMenu: [item(22, '/attractions'), item(21, '/popular', { type: 'attraction' })],
  }),
  item(1, undefined, {
    type: 'title-list',
    subMenu: [
      item(11, '/bilingual-glossary', { hidden: { langs: ['ja'] } }),
      item(12, '/travel-tips'),
      item(13, '/love-trimt/feedback', { hidden: { foreign: true } }),
      item(14, '/sustainable-tourism'),
      item(15, 'https://www.taiwan.net.tw/', { isLinkOut: true }),
    ],
  }),
];

const urlsIn = (tree: MenuItem[]) => tree.flatMap((group) => (group.subMenu ?? []).map((child) => child.url));

describe('menu visibility (spec section 2: hidden for foreign languages or specific languages)', () => {
  test('items are sorted by order, children too', () => {
    const tree = visibleMenu(menus, 'zh-tw', false);
    expect(tree.map((group) => group.id)).toEqual([1, 2]);
    expect(tree[1]!.subMenu!.map((child) => child.id)).toEqual([21, 22]);
  });

  test('each language sees only its items; hidden pages and staging-only pages never appear', () => {
    expect(urlsIn(visibleMenu(menus, 'zh-tw', false))).toEqual([
      '/bilingual-glossary',
      '/love-trimt/feedback',
      'https://www.taiwan.net.tw/',
      '/popular',
      '/attractions',
    ]);
    expect(urlsIn(visibleMenu(menus, 'zh-cn', false))).toContain('/love-trimt/feedback');
    expect(urlsIn(visibleMenu(menus, 'en', false))).toEqual([
      '/bilingual-glossary',
      '/travel-tips',
      'https://www.taiwan.net.tw/',
      '/popular',
      '/attractions',
    ]);
    expect(urlsIn(visibleMenu(menus, 'ja', false))).toEqual([
      '/travel-tips',
      'https://www.taiwan.net.tw/',
      '/popular',
      '/attractions',
    ]);
    expect(urlsIn(visibleMenu(menus, 'zh-tw', true))).toContain('/sustainable-tourism');
  });

  test('a group left with no visible item is dropped, so no menu shows an empty panel', () => {
    const onlyHidden = [
      item(7, undefined, {
        type: 'title-list',
        subMenu: [item(71, '/bilingual-glossary', { hidden: { langs: ['ja'] } })],
      }),
    ];
    expect(visibleMenu(onlyHidden, 'ja', false)).toEqual([]);
    expect(visibleMenu(onlyHidden, 'en', false)).toHaveLength(1);
  });

  test('menuLinks lists site links, including the units of computed items, but not external ones', () => {
    const withUnits = [
      item(3, '/popular', {
        units: [{ title: 'Lishan', url: '/lishan', links: [{ title: 'Fushoushan Farm', url: '/attractions/56' }] }],
      }),
    ];
    expect(menuLinks(withUnits).map((link) => link.url)).toEqual(['/popular', '/lishan', '/attractions/56']);
    expect(menuLinks(visibleMenu(menus, 'en', false)).map((link) => link.url)).not.toContain(
      'https://www.taiwan.net.tw/',
    );
  });
});

describe('breadcrumb groups from the menu data', () => {
  test('a section maps to the group that links into it; /attraction is an alias of /attractions', () => {
    expect(groupOfSection(menus, 'popular')?.id).toBe(2);
    expect(groupOfSection(menus, 'attraction')?.id).toBe(2);
    expect(groupOfSection(menus, 'travel-tips')?.id).toBe(1);
    expect(groupOfSection(menus, 'nowhere')).toBeUndefined();
    expect(sectionOf('/tours?category=10146')).toBe('tours');
  });

  test("a group's breadcrumb leads to its part of the sitemap page, never to one of its pages", () => {
    expect(groupHref(visibleMenu(menus, 'en', false)[1]!)).toBe('/sitemap#group-2');
    expect(groupHref(item(5, undefined, { subMenu: [] }))).toBe('/sitemap#group-5');
  });
});
