import { describe, expect, test } from 'vitest';
import sitemap from '@/app/sitemap';

describe('sitemap.xml', () => {
  test('a news item carries its day of posting as <lastmod>, in every language', async () => {
    const entries = await sitemap();
    const news = entries.filter((entry) => /\/news\/1$/.test(entry.url));
    // zh-tw (no prefix), en, ja, zh-cn.
    expect(news).toHaveLength(4);
    expect(new Set(news.map((entry) => entry.lastModified))).toEqual(new Set(['2025-10-07']));
  });

  test('no <lastmod> is invented: pages and records without a date of their own have none', async () => {
    const entries = await sitemap();
    const undated = ['/events/1', '/trails/55', '/attractions/80', '/en/events'];
    for (const path of undated) {
      const entry = entries.find((candidate) => candidate.url.endsWith(path));
      expect(entry, path).toBeDefined();
      expect(entry!.lastModified, path).toBeUndefined();
    }
    // Every date given is a day the data holds.
    for (const entry of entries.filter((candidate) => candidate.lastModified !== undefined))
      expect(entry.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('a page the spec lists that has nothing to show yet is left out (its "No data" is a soft 404)', async () => {
    const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname);
    // The file area has no activity video and no shared post in its data; it has documents.
    for (const path of ['/file-area/activity/video', '/en/file-area/activity/video', '/file-area/shared-post-list'])
      expect(urls, path).not.toContain(path);
    expect(urls).toContain('/en/file-area/documents');
  });
});

describe('filtered lists that are pages of their own', () => {
  test('the attractions of each area and the visitor centres are listed in every language, with their alternates', async () => {
    const entries = await sitemap();
    const byUrl = new Map(entries.map((entry) => [entry.url.replace(/^https?:\/\/[^/]+/, ''), entry]));
    for (const prefix of ['', '/en', '/ja', '/zh-cn'])
      for (const query of ['category=51', 'category=53', 'type=visitor-center'])
        expect(byUrl.has(`${prefix}/attractions?${query}`), `${prefix}/attractions?${query}`).toBe(true);
    // Written for XML: Next puts the string in <loc> as it is.
    expect(byUrl.has('/ja/attractions?type=visitor-center&amp;category=52')).toBe(true);
    expect(byUrl.get('/attractions?type=visitor-center&amp;category=51')?.alternates?.languages?.en).toMatch(
      /\/en\/attractions\?type=visitor-center&amp;category=51$/,
    );
    const lishan = byUrl.get('/en/attractions?category=53')!;
    expect(lishan.alternates?.languages).toMatchObject({
      'zh-Hant-TW': expect.stringMatching(/\/attractions\?category=53$/),
      ja: expect.stringMatching(/\/ja\/attractions\?category=53$/),
      'x-default': expect.stringMatching(/[^/]\/attractions\?category=53$/),
    });
  });

  test('a filter that names the list as its canonical page is not listed', async () => {
    const urls = (await sitemap()).map((entry) => new URL(entry.url));
    // News by category, trails by area: the same list filtered, canonical /news and /trails.
    expect(urls.filter((url) => /^\/(en\/)?(news|trails)$/.test(url.pathname) && url.search)).toEqual([]);
    // Only the registry's filter pages carry a query at all.
    expect(urls.filter((url) => url.search && !url.pathname.endsWith('/attractions'))).toEqual([]);
  });
});

test('the sections whose registry entry has filter pages are those lib/navigation/filter-pages.ts lists', async () => {
  const { sectionEntries } = await import('@/lib/sections');
  const { filterPagesOf } = await import('@/lib/navigation/filter-pages');
  const flagged = sectionEntries.filter(([, section]) => section.filterPages).map(([key]) => key);
  expect(Object.keys(filterPagesOf).sort()).toEqual(flagged.sort());
  for (const [key, pages] of Object.entries(filterPagesOf))
    for (const page of pages ?? [])
      expect(page.startsWith(`${sectionEntries.find(([k]) => k === key)![1].path}?`)).toBe(true);
});
