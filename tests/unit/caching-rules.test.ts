import { describe, expect, test } from 'vitest';
import { contentTagsOf, isContentTag } from '@/lib/api/cache-tags';
import { sharedCacheControl } from '@/lib/routing/cache-control';
import { decideProxy } from '@/lib/routing/proxy-rules';
import { queryTwinPath } from '@/lib/routing/query-pages';
import { tagsToRevalidate } from '@/lib/server/revalidation-request';

describe('cache tags of backend answers', () => {
  test('an answer is tagged with everything, its resource and its item', () => {
    expect(contentTagsOf('news/12')).toEqual(['content', 'news', 'news/12']);
    expect(contentTagsOf('menus')).toEqual(['content', 'menus']);
    expect(contentTagsOf('attractions?type=visitor-center')).toEqual(['content', 'attractions']);
  });

  test('an operator may name a resource, an item or everything, nothing else', () => {
    for (const tag of ['content', 'news', 'news/12', 'hiking-trails', 'flora-and-fauna/58'])
      expect(isContentTag(tag), tag).toBe(true);
    for (const tag of ['', '../etc', 'news/0', 'news/abc', 'News', 'news/12/extra', '_N_T_/en'])
      expect(isContentTag(tag), tag).toBe(false);
  });
});

describe('what an operator asks to revalidate', () => {
  test('sections are read from the registry as their endpoint tags', () => {
    expect(tagsToRevalidate({ sections: ['events', 'news'], tags: ['news/12'] })).toEqual({
      ok: true,
      tags: ['news/12', 'activities', 'news'],
      stale: false,
    });
    expect(tagsToRevalidate({ tags: ['content'], stale: true })).toEqual({ ok: true, tags: ['content'], stale: true });
  });

  test('nothing, a bad tag, an unknown section or a wrong stale flag is refused with its reason', () => {
    for (const body of [
      undefined,
      {},
      { tags: [] },
      { tags: 'news' },
      { tags: ['../x'] },
      { sections: ['nope'] },
      { sections: ['search'] },
      { tags: ['news'], stale: 'yes' },
      { tags: Array(51).fill('news') },
    ]) {
      const outcome = tagsToRevalidate(body);
      expect(outcome.ok, JSON.stringify(body)).toBe(false);
      if (!outcome.ok) expect(outcome.message.length).toBeGreaterThan(10);
    }
  });
});

describe('which requests a page answers from its cache and which its per-request twin does', () => {
  const twin = (path: string, query: string) => queryTwinPath(path, new URLSearchParams(query));

  test('a query the page reads goes to the twin, in every language, the alias to its section', () => {
    expect(twin('/attractions', 'q=tea')).toBe('/_query/attractions');
    expect(twin('/en/news', 'category=2')).toBe('/en/_query/news');
    expect(twin('/zh-cn/events', 'from=2026-03-01')).toBe('/zh-cn/_query/events');
    expect(twin('/en/events', 'to=2026-03-25')).toBe('/en/_query/events');
    expect(twin('/ja/attraction', 'category=1')).toBe('/ja/_query/attractions');
    expect(twin('/en/search', 'q=hawk')).toBe('/en/_query/search');
    expect(twin('/registrations', 'event=3')).toBe('/_query/registrations');
  });

  test('no query, a query the page ignores, or a page that reads none stays cached', () => {
    expect(twin('/en/news', '')).toBeUndefined();
    expect(twin('/en/news', 'utm_source=mail&fbclid=x')).toBeUndefined();
    expect(twin('/en/privacy', 'q=tea')).toBeUndefined();
    expect(twin('/en/news/12', 'q=tea')).toBeUndefined();
  });

  test("the twin's own address is a 404 to visitors, however it is spelt", () => {
    for (const pathname of [
      '/_query/news',
      '/en/_query/news',
      '/en/%5Fquery/news',
      '/ja/%5fquery/attractions',
      '/zh-cn/_query',
    ]) {
      expect(decideProxy({ pathname, search: '', host: 'localhost', isStaging: false }).kind, pathname).toBe(
        'not-found',
      );
    }
  });
});

describe('Cache-Control on the way out', () => {
  test("a page from Next's cache may be kept by a CDN; a per-request page is left as it is", () => {
    expect(sharedCacheControl('s-maxage=300, stale-while-revalidate=86100', false)).toBe(
      'public, s-maxage=300, stale-while-revalidate=86100',
    );
    expect(sharedCacheControl('private, no-cache, no-store, max-age=0, must-revalidate', false)).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    );
  });

  test('an answer that sets a cookie is never kept', () => {
    expect(sharedCacheControl('s-maxage=300, stale-while-revalidate=86100', true)).toMatch(
      /^private, no-cache, no-store/,
    );
  });
});
