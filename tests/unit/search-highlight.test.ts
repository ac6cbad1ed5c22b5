import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { markedSnippet, markTerms, type MarkedPart } from '@/lib/search/highlight';
import { createSiteIndex, type SearchDocument } from '@/lib/search/site-index';
import type { SearchLanguage } from '@/lib/search/tokenize';
import { realSiteIndex } from '../support/search-index';

vi.mock('next-intl/server', () => import('@/bench/search/translations-stub'));

const page = (title: string, summary?: string): SearchDocument => ({
  href: `/news/${title}`,
  kind: 'news',
  title,
  summary,
});

/** The marked pieces of a text, in order. */
const marked = (parts: readonly MarkedPart[]) => parts.filter((part) => part.marked).map((part) => part.text);
/** The text as shown, marked or not. */
const shown = (parts: readonly MarkedPart[]) => parts.map((part) => part.text).join('');

/** The marked words of each page's title and summary, as the results page shows them. */
function markedWords(documents: readonly SearchDocument[], language: SearchLanguage, query: string): string[] {
  const terms = createSiteIndex(documents, language).highlightTerms(query);
  return documents.flatMap((document) =>
    marked([...markTerms(document.title, terms), ...markTerms(document.summary ?? '', terms)]),
  );
}

describe('highlighting a CJK query: its own words as they stand together, not each term the engine matched', () => {
  it('marks 八卦山, not the pages’ other words that begin with 山 or hold a pair of it', () => {
    const pages = [
      page('八卦山大佛風景區', '上八卦山走天空步道，半天玩遍火車與山城。'),
      page('八卦山脈生態遊客中心', '介紹過境八卦山脈的灰面鵟鷹與山脈動植物，走進山林。'),
      page('橫山', '欣賞彰化平原。'),
    ];
    expect(markedWords(pages, 'zh', '八卦山')).toEqual(['八卦山', '八卦山', '八卦山', '八卦山']);
  });

  it('marks a one-character query where it stands, not the words it begins (茶 in 茶園)', () => {
    expect(markedWords([page('松柏長青茶', '台灣茶園最密集的茶區之一。')], 'zh', '茶')).toEqual(['茶', '茶', '茶']);
  });

  it('marks the query’s words, not the character pairs that straddle them (梨山遊客中心 in 獅頭山遊客中心)', () => {
    expect(markedWords([page('獅頭山遊客中心'), page('梨山遊客中心')], 'zh', '梨山遊客中心')).toEqual([
      '遊客中心',
      '梨山遊客中心',
    ]);
  });

  it('on /zh-cn marks the simplified text for a query in either script, even beside a character outside the BMP', () => {
    const pages = [page('八卦山脉生态游客中心（灰面𫛭鹰主题馆）', '春分前后灰面𫛭鹰北返过境八卦山脉，走进山林。')];
    expect(markedWords(pages, 'zh', '八卦山')).toEqual(['八卦山', '八卦山']);
    expect(markedWords(pages, 'zh', '游客中心')).toEqual(['游客中心']);
    expect(markedWords(pages, 'zh', '遊客中心')).toEqual(['游客中心']);
  });

  it('on /ja marks 八卦山 and 福寿山, not 山の or 山林', () => {
    const pages = [
      page('2026八卦山タカ観賞シーズン', 'サシバが八卦山脈を通過します。山林や地域で、八卦山のテラスへ。'),
      page('福寿山農場', '梨山から福寿山農場へ向かう途中にあります。'),
    ];
    expect(markedWords(pages, 'ja', '八卦山')).toEqual(['八卦山', '八卦山', '八卦山']);
    expect(markedWords(pages, 'ja', '福壽山')).toEqual(['福寿山', '福寿山']);
  });

  it('keeps English marking whole words from the query, its stem and the words its typos were taken for', () => {
    const pages = [
      page('Songboling Tea Country', 'A teahouse among the tea plantations.'),
      page('Shishan Ancient Trails', 'The trail passes the Lishan Visitor Center.'),
    ];
    // "teahouse" is a longer word "tea" begins, not "tea": no longer marked (see below).
    expect(markedWords(pages, 'en', 'tea')).toEqual(['Tea', 'tea']);
    expect(markedWords(pages, 'en', 'trails')).toEqual(['Trails', 'trail']);
    expect(markedWords(pages, 'en', 'lishan visiter center')).toEqual(['Lishan', 'Visitor', 'Center']);
  });
});

describe('highlighting a CJK query: the whole phrase where a text holds it, its parts only where it does not', () => {
  it('marks 八卦山 and not the 八卦 of 八卦松林 beside it; 八卦 alone where no 八卦山 is', () => {
    const pages = [page('八卦山步道', '八卦山上有一片八卦松林。'), page('八卦松林', '松林步道。')];
    expect(markedWords(pages, 'zh', '八卦山')).toEqual(['八卦山', '八卦山', '八卦']);
  });

  it('marks 梨山遊客中心 as a whole, and 遊客中心 only in a text without 梨山遊客中心', () => {
    const pages = [page('梨山遊客中心', '梨山遊客中心在武陵遊客中心以北。'), page('武陵遊客中心')];
    expect(markedWords(pages, 'zh', '梨山遊客中心')).toEqual(['梨山遊客中心', '梨山遊客中心', '遊客中心']);
  });
});

describe('highlighting an English query: the word and its inflections, not every word it begins', () => {
  it('marks tea, teas and tea’s for "tea", not team, teach, teapots or teahouse', () => {
    expect(marked(markTerms("Tea team: we teach tea's lovers about teas, teapots and a teahouse", ['tea']))).toEqual([
      'Tea',
      "tea's",
      'teas',
    ]);
  });

  it('marks the -es, -ed and -ing forms the index finds by prefix (buses, walked, walking)', () => {
    expect(marked(markTerms('Buses stop where we walked; walking on, a walkway.', ['bus', 'walk']))).toEqual([
      'Buses',
      'walked',
      'walking',
    ]);
  });

  it('from the index: "tea" marks no team or teapot, "trail" no train a letter away', () => {
    const pages = [page('Tea Team', 'The team will teach tea lovers about teas and teapots.'), page('Trail by train')];
    expect(markedWords(pages, 'en', 'tea')).toEqual(['Tea', 'tea', 'teas']);
    expect(markedWords(pages, 'en', 'trail')).toEqual(['Trail']);
  });

  it('a word no page holds marks the words the index took it for: a typo, the start of a word', () => {
    const pages = [page('Lishan Visitor Center')];
    expect(markedWords(pages, 'en', 'visiter')).toEqual(['Visitor']);
    expect(markedWords(pages, 'en', 'lish')).toEqual(['Lishan']);
  });
});

describe('a snippet shows the passage where the most searched words stand together', () => {
  const filler = (sentence: string, times: number) => `${sentence} `.repeat(times);

  it('for "lishan tea", the passage holding Lishan and tea over the lone Lishan at the top', () => {
    const text = `Lishan is a mountain village. ${filler('The road climbs past orchards.', 8)}High on Lishan, tea grows in the cool air. ${filler('More words follow.', 8)}`;
    const snippet = markedSnippet([text], ['lishan', 'tea'], 80)!;
    expect(marked(snippet)).toEqual(['Lishan', 'tea']);
    expect(shown(snippet)).toMatch(/^…High on Lishan, tea grows/u);
  });

  it('looks past a summary holding one of the words to the body holding both', () => {
    const summary = 'Lishan lies high in the mountains.';
    const body = `${filler('Orchards line the road.', 6)}Lishan tea is picked in spring.`;
    expect(marked(markedSnippet([summary, body], ['lishan', 'tea'], 80)!)).toEqual(['Lishan', 'tea']);
  });

  it('on a tie, the earliest passage (and the summary before the body)', () => {
    const text = `Lishan tea at dawn. ${filler('Orchards line the road.', 8)}Lishan tea at dusk.`;
    expect(shown(markedSnippet([text], ['lishan', 'tea'], 60)!)).toMatch(/dawn/u);
    expect(shown(markedSnippet(['Lishan tea here.', 'Lishan tea there.'], ['lishan', 'tea'], 60)!)).toBe(
      'Lishan tea here.',
    );
  });

  it('in CJK text, 梨山 beside 茶 over the 梨山 at the top; the whole 八卦山 over its part 八卦', () => {
    const text = `梨山位於台中。${'果園沿著公路綿延。'.repeat(8)}梨山的高山茶很有名。${'後記。'.repeat(20)}`;
    expect(marked(markedSnippet([text], ['梨山', '茶'], 40)!)).toEqual(['梨山', '茶']);
    const summary = '八卦松林在山坡上。';
    const body = `${'前言。'.repeat(20)}八卦山的步道。`;
    expect(marked(markedSnippet([summary, body], ['八卦山', '八卦'], 40)!)).toEqual(['八卦山']);
  });
});

describe('snippets cut at a word boundary in English, at any character in CJK', () => {
  it('in one long English sentence, starts after a space and ends before one', () => {
    const text = `${'word '.repeat(30)}the tea of the hills ${'more '.repeat(40)}`;
    const snippet = shown(markedSnippet([text], ['tea'], 50)!);
    expect(snippet).toMatch(/^…(word |the )/u);
    expect(snippet).toMatch(/(word|more|the|of|hills)…$/u);
  });

  it('still cuts CJK text at a character', () => {
    const text = `${'前言前言前言'.repeat(10)}這裡介紹梨山遊客中心的開放時間${'後記後記'.repeat(20)}`;
    const snippet = markedSnippet([text], ['梨山'], 40)!;
    expect(shown(snippet)).toHaveLength(42);
  });
});

/** The marked words of the first results on the results page, with its snippet length (search-results.tsx). */
async function shownMarks(locale: Locale, query: string, count: number) {
  const index = await realSiteIndex(locale);
  const terms = index.highlightTerms(query);
  const length = locale === 'en' ? 140 : 80;
  return index
    .search(query)
    .slice(0, count)
    .map(({ document }) => ({
      title: markTerms(document.title, terms),
      snippet: markedSnippet([document.summary, ...(document.body ?? [])], terms, length),
    }));
}

describe('highlighting over the real content (the pages /search?q=八卦山 and /en/search?q=tea showed)', () => {
  it.each(['zh-tw', 'zh-cn', 'ja'] as const)(
    '%s: 八卦山 marks 八卦山 (or its word 八卦, as in a text of 八卦松林 alone) in the first ten results, never 山城, 山林 or 卦山三',
    async (locale) => {
      const results = await shownMarks(locale, '八卦山', 10);
      const marks = marked(results.flatMap(({ title, snippet }) => [...title, ...(snippet ?? [])]));
      expect(marks.filter((mark) => mark === '八卦山').length).toBeGreaterThanOrEqual(10);
      // 八卦 alone only in a text without 八卦山 (there may be none in the first ten).
      expect(
        marks.filter((mark) => mark !== '八卦山').every((mark) => mark === '八卦'),
        marks.join(' '),
      ).toBe(true);
    },
    180_000,
  );

  it('en: the snippets of tea start and end on whole words', async () => {
    const index = await realSiteIndex('en');
    const terms = index.highlightTerms('tea');
    const letter = /[\p{L}\p{N}]/u;
    let checked = 0;
    for (const { document } of index.search('tea').slice(0, 10)) {
      const texts = [document.summary, ...(document.body ?? [])];
      const snippet = markedSnippet(texts, terms, 140);
      if (!snippet) continue;
      const seen = shown(snippet);
      const inner = seen.replace(/^…|…$/gu, '');
      const text = texts.find((candidate) => candidate?.includes(inner))!;
      const at = text.indexOf(inner);
      const end = at + inner.length;
      // Neither cut falls between two letters of a word.
      expect(at === 0 || !(letter.test(text[at - 1]!) && letter.test(text[at]!)), seen).toBe(true);
      expect(end === text.length || !(letter.test(text[end - 1]!) && letter.test(text[end]!)), seen).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  }, 180_000);
});
