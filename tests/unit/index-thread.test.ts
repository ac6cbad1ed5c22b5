import { describe, expect, it, vi } from 'vitest';
import { markedSnippet, markTerms } from '@/lib/search/highlight';
import {
  markInThread,
  readQuestionInThread,
  SEARCH_THREAD_YOUNG_GENERATION_MB,
  searchThreadMemory,
  threadedIndex,
} from '@/lib/search/index-thread';
import { searchLanguageOf } from '@/lib/search/language';
import { readQuestion } from '@/lib/search/question-intents';
import { createSiteIndex, type SearchDocument } from '@/lib/search/site-index';
import { realSiteIndex } from '../support/search-index';
import { searchDocuments } from '@/components/search/search-documents';

vi.mock('next-intl/server', () => import('@/bench/search/translations-stub'));

/**
 * The search thread (lib/search/index-thread.ts) answers what the same code answers in process:
 * the indexes, the marking of results and the reading of questions only moved to a thread.
 */
describe('the search thread', () => {
  it.each([
    ['zh-tw', ['梨山怎麼去', '南庄遊客中心電話', '八掛山', '獅頭山步道']],
    ['zh-cn', ['梨山游客中心', '八卦山']],
    ['en', ['lishan visiter center', 'Nanzhuang visitor centre phone', 'Shisahn']],
    ['ja', ['福壽山', '八卦山']],
  ] as const)(
    '%s: the same results, suggestion and highlighted words as in process',
    async (locale, queries) => {
      const inProcess = await realSiteIndex(locale);
      const documents = await searchDocuments(locale);
      const threaded = threadedIndex(`test:${locale}`, searchLanguageOf(locale), documents);
      for (const query of queries) {
        const hits = inProcess.search(query);
        const answer = await threaded.ask(query, { suggest: true, highlight: true });
        expect(
          answer.hits.map((hit) => [hit.document.href, hit.score, hit.coverage, hit.named]),
          query,
        ).toEqual(hits.map((hit) => [hit.document.href, hit.score, hit.coverage, hit.named]));
        expect(answer.suggestion, query).toEqual(inProcess.suggest(query, hits));
        expect(answer.highlightTerms, query).toEqual(inProcess.highlightTerms(query));
      }
    },
    120_000,
  );

  it('answers from the documents it was last given: a change of content is built once, and either version is answered right', async () => {
    const page = (title: string): SearchDocument => ({ href: `/news/${title.length}`, kind: 'news', title });
    const before = [page('Hawk watching at Bagua'), page('Cherry blossoms on Lishan')];
    const after = [page('Hawk watching at Baguashan Mountain'), page('Maple leaves on Lishan')];
    const old = threadedIndex('test:edit', 'en', before);
    const edited = threadedIndex('test:edit', 'en', after);
    expect((await old.ask('cherry')).hits.map((hit) => hit.document.title)).toEqual(['Cherry blossoms on Lishan']);
    expect((await edited.ask('cherry')).hits).toEqual([]);
    expect((await edited.ask('maple')).hits.map((hit) => hit.document.title)).toEqual(['Maple leaves on Lishan']);
    // A request still holding the old documents (read before the change) gets their answer, not the new ones'.
    expect((await old.ask('maple')).hits).toEqual([]);
    expect(
      createSiteIndex(after, 'en')
        .search('maple')
        .map((hit) => hit.document.title),
    ).toEqual(['Maple leaves on Lishan']);
  });

  it('marks results and reads questions as the same code does in process', async () => {
    const items = [
      { title: '梨山遊客中心', texts: ['位於梨山的遊客中心，提供旅遊諮詢。', undefined] },
      { title: 'Lishan Visitor Center', texts: [undefined, 'The visitor centre of Lishan, open daily.'] },
    ];
    const terms = ['遊客', 'visitor', 'lishan'];
    expect(await markInThread(items, terms, 80)).toEqual(
      items.map(({ title, texts }) => ({ title: markTerms(title, terms), snippet: markedSnippet(texts, terms, 80) })),
    );
    for (const question of ['南庄遊客中心電話', '梨山天气怎么样', 'Where can I park my car at Lishan?']) {
      expect(await readQuestionInThread(question), question).toEqual(readQuestion(question));
    }
  });

  it('a request that fails in the thread is refused with its reason, and the thread goes on answering', async () => {
    const broken = [{ title: undefined as unknown as string, texts: [] }];
    await expect(markInThread(broken, ['x'], 80)).rejects.toThrow(/^search thread: /);
    expect((await readQuestionInThread('梨山電話')).intents).toEqual(new Set(['phone']));
  });
  it("is one thread for every copy of the module in a process (the pages' bundle and /_api's each have one)", async () => {
    const bundled = await import('@/lib/search/index-thread');
    vi.resetModules();
    const otherBundle = await import('@/lib/search/index-thread');
    expect(otherBundle).not.toBe(bundled);
    const page = (title: string): SearchDocument => ({ href: `/news/${title.length}`, kind: 'news', title });
    const siteIndex = bundled.threadedIndex('test:site', 'en', [page('Maple leaves on Lishan')]);
    const assistantIndex = otherBundle.threadedIndex('test:assistant', 'en', [page('Cherry blossoms at Bagua')]);
    // Asked at once through both copies: the answers reach the copy that asked, each from its own index.
    const [maple, cherry] = await Promise.all([siteIndex.ask('maple'), assistantIndex.ask('cherry')]);
    expect(maple.hits.map((hit) => hit.document.title)).toEqual(['Maple leaves on Lishan']);
    expect(cherry.hits.map((hit) => hit.document.title)).toEqual(['Cherry blossoms at Bagua']);
    const [one, other] = await Promise.all([bundled.searchThreadMemory(), otherBundle.searchThreadMemory()]);
    expect(other.threadId).toBe(one.threadId);
  });

  it('keeps a thread per copy in the development server, where an edit re-runs the module', async () => {
    const shared = await import('@/lib/search/index-thread');
    vi.resetModules();
    vi.stubEnv('NODE_ENV', 'development');
    try {
      const reloaded = await import('@/lib/search/index-thread');
      const [one, other] = await Promise.all([shared.searchThreadMemory(), reloaded.searchThreadMemory()]);
      expect(other.threadId).not.toBe(one.threadId);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('keeps its young generation within its limit after building the largest index', async () => {
    // Node 24 left it at 134 MB per thread without a limit (lib/search/index-thread.ts).
    const documents = await searchDocuments('zh-tw');
    await threadedIndex('test:memory', searchLanguageOf('zh-tw'), documents).ask('梨山');
    const { youngGenerationBytes, heapBytes } = await searchThreadMemory();
    expect(heapBytes).toBeGreaterThan(youngGenerationBytes);
    expect(youngGenerationBytes).toBeGreaterThan(0);
    expect(youngGenerationBytes).toBeLessThanOrEqual(SEARCH_THREAD_YOUNG_GENERATION_MB * 1024 * 1024);
  }, 120_000);
});
