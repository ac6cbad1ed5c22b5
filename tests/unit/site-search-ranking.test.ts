import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteIndex, type SearchDocument } from '@/lib/search/site-index';
import { realSiteIndex } from '../support/search-index';

vi.mock('next-intl/server', () => import('@/bench/search/translations-stub'));

const top = async (locale: Parameters<typeof realSiteIndex>[0], query: string, count = 1) =>
  (await realSiteIndex(locale))
    .search(query)
    .slice(0, count)
    .map((hit) => hit.document.href);

// The first index reads every list through the embedded backend (a fresh database): allow for it.
beforeAll(async () => {
  for (const locale of ['zh-tw', 'zh-cn', 'en', 'ja'] as const) await realSiteIndex(locale);
}, 180_000);

describe('site search over the real content: the examples of issue 27', () => {
  it.each([
    ['zh-tw', '梨山怎麼去', '/attractions/56'],
    ['zh-tw', '賞鷹平台在哪', '/attractions/104'],
    ['zh-tw', '南庄遊客中心電話', '/attractions/11'],
    ['zh-tw', '梨山游客中心', '/attractions/56'],
    ['zh-cn', '梨山遊客中心', '/attractions/56'],
    ['ja', '福壽山', '/events/9'],
    ['en', 'lishan visiter center', '/attractions/56'],
    ['en', 'Nanzhuang visitor centre phone', '/attractions/11'],
  ] as const)('%s: %s finds %s first', async (locale, query, href) => {
    expect(await top(locale, query)).toEqual([href]);
  });

  it('finds 獅頭山步道, 天空步道 and "how do I get to Lishan" among the first three', async () => {
    // 步道 names a kind of page: the area's trails come first, the tour to its temples and trails follows.
    const lionTrails = [55, 54, 57, 56, 200, 61, 202, 201, 203].map((id) => `/trails/${id}`);
    expect(lionTrails).toContain((await top('zh-tw', '獅頭山步道'))[0]);
    expect(await top('zh-tw', '獅頭山步道', 3)).toEqual(expect.arrayContaining(['/tours/6']));
    expect(lionTrails).toContain((await top('en', "Lion's Head Mountain trails"))[0]);
    expect(await top('zh-tw', '天空步道', 3)).toContain('/tours/10');
    expect(await top('en', 'how do I get to Lishan', 3)).toEqual(expect.arrayContaining(['/attractions/56']));
  });
});

describe('ranking order of named pairs', () => {
  it.each([
    // An exact name comes before a longer name that holds it.
    ['zh-tw', '峨眉湖', '/attractions/6', '/trails/61'],
    ['zh-tw', '獅山古道', '/trails/55', '/tours/6'],
    // A place's own page comes before the news and events that mention it.
    ['zh-tw', '橫山賞鷹平台', '/attractions/104', '/news/12'],
    ['en', 'Lishan Visitor Center', '/attractions/56', '/faq#faq-2'],
    ['ja', '梨山ビジターセンター', '/attractions/56', '/tours/7'],
  ] as const)('%s: %s ranks %s above %s', async (locale, query, better, worse) => {
    const order = (await realSiteIndex(locale)).search(query).map((hit) => hit.document.href);
    expect(order).toContain(better);
    expect(order.indexOf(better)).toBeLessThan(order.includes(worse) ? order.indexOf(worse) : Infinity);
  });
});

describe('"did you mean": a suggestion from the index vocabulary that finds pages', () => {
  it('corrects a Latin word beyond the typo tolerance to the closest known word', async () => {
    const index = await realSiteIndex('en');
    expect(index.search('Shisahn')).toEqual([]);
    expect(index.suggest('Shisahn')).toBe('shishan');
    expect(index.search('shishan')[0]?.document.href).toBe('/trails/55');
  });

  it('suggests nothing for words nowhere near the vocabulary, and never the query itself', async () => {
    const index = await realSiteIndex('en');
    expect(index.suggest('zzzz')).toBeUndefined();
    expect(index.suggest('Lishan')).toBeUndefined();
  });

  it('corrects every unknown word of a query, and only a query that finds nothing', () => {
    const documents: SearchDocument[] = [
      { href: '/a', kind: 'trails', title: 'Shishan Ancient Trail' },
      { href: '/b', kind: 'attractions', title: 'Lishan Visitor Center' },
    ];
    const index = createSiteIndex(documents, 'en');
    expect(index.search('Shisahn Ancinet')).toEqual([]);
    expect(index.suggest('Shisahn Ancinet')).toBe('shishan ancient');
    expect(index.suggest('Lishan visiter')).toBeUndefined(); // found already, typo forgiven
  });
});
