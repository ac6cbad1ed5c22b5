import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { foldText } from '@/lib/search/fold';
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

  /** How many searches the index runs to suggest for `query` (its own results already given). */
  const searchesToSuggest = async (query: string) => {
    const index = await realSiteIndex('zh-tw');
    const hits = index.search(query);
    const searches = vi.spyOn(MiniSearch.prototype, 'search');
    try {
      return { suggestion: index.suggest(query, hits), searches: searches.mock.calls.length };
    } finally {
      searches.mockRestore();
    }
  };

  it('searches at most eight mended queries for a suggestion, however many ways the query mends', async () => {
    // 27 characters, three slips three times over: about 100 ways to mend one of them, each a search of its own.
    const { searches } = await searchesToSuggest('梨仙遊客中新八掛山'.repeat(3));
    expect(searches).toBeGreaterThan(1);
    // At most eight mended queries, then the suggestion's own search that checks it finds pages.
    expect(searches).toBeLessThanOrEqual(8 + 1);
  });

  it('does not try to correct a query longer than a name with words around it (over 32 characters)', async () => {
    expect(await searchesToSuggest('梨山遊客中新'.repeat(6))).toEqual({ suggestion: undefined, searches: 0 });
    expect((await searchesToSuggest('梨山遊客中新')).suggestion).toBe('梨山遊客中心');
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

/** Every text of the seed content under data/, to check that a name a test expects is a real one. */
const seedText = (() => {
  const texts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.json')) texts.push(readFileSync(file, 'utf8'));
    }
  };
  walk(path.resolve('data'));
  return texts.join('\n');
})();

/** The benchmark's slips in a name (bench/search/queries.json), each with the name "did you mean" should offer. */
const slips = (
  JSON.parse(readFileSync(path.resolve('bench/search/queries.json'), 'utf8')) as {
    queries: { locale: Locale; q: string; expect: string[]; suggest?: string }[];
  }
).queries.filter((query) => query.suggest !== undefined);

describe('"did you mean" for a slip in a CJK name (one wrong, missing or extra character)', () => {
  it('covers wrong, missing and extra characters, a whole question, and every language but English', () => {
    expect(slips.length).toBeGreaterThanOrEqual(10);
    expect(new Set(slips.map((query) => query.locale))).toEqual(new Set(['zh-tw', 'zh-cn', 'ja']));
    const lengths = slips.map((query) => [...query.q].length - [...query.suggest!].length);
    expect(lengths).toEqual(expect.arrayContaining([-1, 0, 1]));
  });

  it.each(slips.map((query) => [query.locale, query.q, query.suggest!, query.expect] as const))(
    '%s: %s → %s, which finds an expected page among the first three',
    async (locale, query, name, pages) => {
      const index = await realSiteIndex(locale);
      expect(index.search(query).length).toBeGreaterThan(0); // found something, yet not what was meant
      expect(index.suggest(query)).toBe(name);
      const found = index
        .search(name)
        .slice(0, 3)
        .map((hit) => hit.document.href);
      expect(
        found.some((href) => pages.includes(href)),
        found.join(' '),
      ).toBe(true);
      // The name is one the content really has (zh-cn is converted from zh-tw: looked up folded).
      const written = (locale === 'zh-cn' ? foldText(name) : name).replace(/怎麼去$/u, '');
      expect(seedText).toContain(written);
    },
  );

  it('offers nothing when the results answer the query, or when no mending reads better', async () => {
    const zh = await realSiteIndex('zh-tw');
    // Whole names, and questions naming a page: the results answer them.
    for (const query of ['梨山遊客中心', '灰面鵟鷹', '南庄遊客中心電話號碼', '獅頭山步道', '梨山怎麼去'])
      expect(zh.suggest(query), query).toBeUndefined();
    // Pairs no page holds where two right words meet (心幾, 點開) are not slips: 點開 → 點亮 would read worse.
    expect(zh.suggest('遊客中心幾點開')).toBeUndefined();
  });
});

describe('a question about a kind of place in general', () => {
  it.each([
    ['zh-tw', '遊客中心幾點開'],
    ['zh-cn', '游客中心开放时间'],
    ['en', 'visitor center opening hours'],
    ['ja', 'ビジターセンター 開館時間'],
  ] as const)('%s: %s finds the FAQ on opening hours first, not one visitor centre', async (locale, query) => {
    expect(await top(locale, query)).toEqual(['/faq#faq-7']);
  });

  it('still prefers the named place when one is named', async () => {
    expect(await top('zh-tw', '梨山遊客中心幾點開')).toEqual(['/attractions/56']);
  });
});
