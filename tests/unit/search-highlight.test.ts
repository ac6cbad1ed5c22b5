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

/** The marked words of each page's title and summary, as the results page shows them. */
function markedWords(documents: readonly SearchDocument[], language: SearchLanguage, query: string): string[] {
  const terms = createSiteIndex(documents, language).highlightTerms(query);
  return documents.flatMap((document) =>
    [...markTerms(document.title, terms), ...markTerms(document.summary ?? '', terms)]
      .filter((part) => part.marked)
      .map((part) => part.text),
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
    expect(markedWords(pages, 'en', 'tea')).toEqual(['Tea', 'teahouse', 'tea']);
    expect(markedWords(pages, 'en', 'trails')).toEqual(['Trails', 'trail']);
    expect(markedWords(pages, 'en', 'lishan visiter center')).toEqual(['Lishan', 'Visitor', 'Center']);
  });
});

describe('snippets cut at a word boundary in English, at any character in CJK', () => {
  const shown = (parts: readonly MarkedPart[]) => parts.map((part) => part.text).join('');

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
    '%s: 八卦山 marks 八卦山 (or its word 八卦, as in 八卦松林) in the first ten results, never 山城, 山林 or 卦山三',
    async (locale) => {
      const results = await shownMarks(locale, '八卦山', 10);
      const marks = results
        .flatMap(({ title, snippet }) => [...title, ...(snippet ?? [])])
        .filter((part) => part.marked)
        .map((part) => part.text);
      expect(marks.filter((mark) => mark === '八卦山').length).toBeGreaterThanOrEqual(10);
      expect(new Set(marks.filter((mark) => mark !== '八卦山'))).toEqual(new Set(['八卦']));
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
      const shown = snippet.map((part) => part.text).join('');
      const inner = shown.replace(/^…|…$/gu, '');
      const text = texts.find((candidate) => candidate?.includes(inner))!;
      const at = text.indexOf(inner);
      const end = at + inner.length;
      // Neither cut falls between two letters of a word.
      expect(at === 0 || !(letter.test(text[at - 1]!) && letter.test(text[at]!)), shown).toBe(true);
      expect(end === text.length || !(letter.test(text[end - 1]!) && letter.test(text[end]!)), shown).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  }, 180_000);
});
